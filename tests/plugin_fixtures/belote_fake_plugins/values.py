"""Not plugins: an entry point naming a number."""

NUMBER = 42
