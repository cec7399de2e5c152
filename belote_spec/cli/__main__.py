"""``python -m belote_spec.cli`` runs the command line (as ``python -m belote_spec`` does)."""

import sys

from .program import main

sys.exit(main())
