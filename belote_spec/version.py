"""The version of belote-spec (the same as the distribution's, in ``pyproject.toml``)."""

__version__ = "0.1.0.dev0"
