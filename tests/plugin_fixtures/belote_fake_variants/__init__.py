"""A variant package: its variants are in the ``variants`` folder next to this file."""
