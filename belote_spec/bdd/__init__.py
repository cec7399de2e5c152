"""The French scenarios for rule maintainers: the step library (:mod:`.steps`, a pytest plugin
installed with the ``bdd`` extra) and the starter repository of ``belote-spec new``
(:mod:`.starter`). Importing this package imports neither pytest nor pytest-bdd."""
