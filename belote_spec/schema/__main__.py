"""``python -m belote_spec.schema --write-localized``: regenerate the translated variant
schemas (``variant.schema.fr.json``) from the compiled catalogs; ``--check`` only says whether
they are up to date (exit 1 if not). Run it after ``python tools/catalogs.py compile``."""

from __future__ import annotations

import argparse
import sys

from . import LOCALIZED_LANGUAGES, schema_file, write_localized_schemas


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m belote_spec.schema",
        description="Regenerate the translated variant schemas from the compiled catalogs.",
    )
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument(
        "--write-localized", action="store_true", help="write the files that are out of date"
    )
    action.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a file is out of date"
    )
    args = parser.parse_args(argv)
    stale = write_localized_schemas(check=args.check)
    for path in stale:
        print(f"{path}: {'out of date' if args.check else 'written'}")
    if not stale:
        names = ", ".join(schema_file(lang) for lang in LOCALIZED_LANGUAGES)
        print(f"{names}: up to date")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
