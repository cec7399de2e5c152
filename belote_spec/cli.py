"""The ``belote-spec`` command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__
from .compare import diff_variants, format_value
from .errors import VariantError
from .loader import Variant, list_variants, load_variant, required_options
from .schema import schema_text

__all__ = ["main"]

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_USAGE = 2


def _print_error(exc: VariantError) -> None:
    for problem in exc.problems:
        print(problem, file=sys.stderr)


def _table(rows: Sequence[Sequence[str]], out: list[str]) -> None:
    if not rows:
        return
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [cell.ljust(widths[i]) for i, cell in enumerate(row)]
        out.append("  ".join(cells).rstrip())


def cmd_list(args: argparse.Namespace) -> int:
    """List the variants and their options."""
    infos = list_variants(include_abstract=args.all)
    if args.json:
        data = [
            {
                "name": i.name,
                "title": i.title,
                "path": str(i.path),
                "origin": i.origin,
                "abstract": i.abstract,
                "options": [{"name": o.name, "title": o.title} for o in i.options],
                "problems": [str(p) for p in i.problems],
            }
            for i in infos
        ]
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return EXIT_OK
    out: list[str] = []
    status = EXIT_OK
    for info in infos:
        if info.problems:
            status = EXIT_PROBLEMS
            out.append(
                f"{info.name}  (does not load: {len(info.problems)} problems; "
                f"run belote-spec validate {info.path})"
            )
            continue
        flag = " (abstract)" if info.abstract else ""
        origin = "" if info.origin == "builtin" else f"  [from {info.origin}]"
        out.append(f"{info.name}{flag} — {info.title}{origin}")
        for opt in info.options:
            out.append(f"    +{opt.name} — {opt.title}")
    print("\n".join(out))
    return status


def cmd_validate(args: argparse.Namespace) -> int:
    """Validate variant files (and each of their options)."""
    targets: list[str] = []
    for raw in args.paths:
        path = Path(raw)
        if path.is_dir():
            targets.extend(str(p) for p in sorted(path.glob("*.y*ml")))
        else:
            targets.append(raw)
    status = EXIT_OK
    for target in targets:
        try:
            variant = load_variant(Path(target) if Path(target).exists() else target)
            variants = [variant]
            for option in variant.available_options:
                needed = required_options(option, variant.available_options)
                variants.append(load_variant(variant.files[0], needed))
            # Compiling loads the plugins the variant names and checks their parameters:
            # what `play` would refuse, `validate` does not call ok.
            for each in variants:
                if not each.abstract:
                    each.compile()
        except VariantError as exc:
            status = EXIT_PROBLEMS
            _print_error(exc)
            continue
        if not args.quiet:
            count = len(variant.available_options)
            print(f"{target}: ok ({variant.name}, {count} option{'s' if count != 1 else ''})")
    return status


def _load(spec: str) -> Variant:
    path = Path(spec)
    if path.suffix in (".yaml", ".yml") and "+" not in path.name:
        return load_variant(path)
    return load_variant(spec)


def cmd_show(args: argparse.Namespace) -> int:
    """Show a resolved variant with the source of every rule."""
    variant = _load(args.variant)
    if args.json:
        print(json.dumps(variant.to_dict(), indent=2, ensure_ascii=False))
        return EXIT_OK
    out = [f"{variant.id} — {variant.title}"]
    if variant.description:
        out.append(variant.description)
    out.append("files: " + " → ".join(str(f) for f in variant.files))
    if variant.available_options:
        out.append(
            "options: "
            + ", ".join(
                f"{name}{' (chosen)' if name in variant.options else ''}"
                for name in variant.available_options
            )
        )
    out.append("")
    rows = []
    for path, value in variant.items():
        cite = variant.citation(path)
        rows.append(
            [path, format_value(value), "" if args.no_sources or cite is None else cite.short()]
        )
    _table(rows, out)
    print("\n".join(out))
    return EXIT_OK


def cmd_diff(args: argparse.Namespace) -> int:
    """Compare two variants rule by rule."""
    a, b = _load(args.a), _load(args.b)
    rules, options = diff_variants(a, b)
    if args.json:
        print(
            json.dumps(
                {
                    "a": a.id,
                    "b": b.id,
                    "rules": [
                        {
                            "path": d.path,
                            "a": _plain(d.a),
                            "b": _plain(d.b),
                            "a_source": d.a_source,
                            "b_source": d.b_source,
                        }
                        for d in rules
                    ],
                    "options": [
                        {
                            "variant": o.variant,
                            "option": o.option,
                            "title": o.title,
                            "rules": list(o.rules),
                            "source": o.source,
                        }
                        for o in options
                    ],
                },
                indent=2,
                ensure_ascii=False,
            )
        )
        return EXIT_OK
    out = [f"{len(rules)} rules differ between {a.id} and {b.id}", ""]
    rows = [["rule", a.id, b.id, f"source ({a.id})", f"source ({b.id})"]]
    rows += [[d.path, format_value(d.a), format_value(d.b), d.a_source, d.b_source] for d in rules]
    _table(rows, out)
    if options:
        out += ["", "options offered by only one side:"]
        for o in options:
            out.append(
                f"  {o.variant}+{o.option} — {o.title}: sets {', '.join(o.rules)}  [{o.source}]"
            )
    print("\n".join(out))
    return EXIT_OK


def _plain(value: object) -> object:
    from .loader import thaw

    return thaw(value)


def cmd_play(args: argparse.Namespace) -> int:
    """Watch four bots play, or play South yourself."""
    from .bots import HeuristicBot, RandomBot
    from .cards import SEATS, parse_seat
    from .table import Chooser, play_at_table

    rules = _load(args.variant).compile()
    try:
        human = parse_seat(args.human) if args.human else None
    except ValueError as exc:
        print(f"belote-spec play: --human: {exc}", file=sys.stderr)
        return EXIT_USAGE
    seed = args.seed
    kind = RandomBot if args.bots == "random" else HeuristicBot
    bots: dict[str, Chooser] = {
        seat: kind(seed=None if seed is None else seed * 4 + i) for i, seat in enumerate(SEATS)
    }
    try:
        play_at_table(
            rules,
            bots,
            seed=seed,
            human=human,
            save=Path(args.save) if args.save else None,
            target=args.target,
        )
    except (EOFError, KeyboardInterrupt):
        print("\nPartie interrompue.", file=sys.stderr)
        return EXIT_PROBLEMS
    except ValueError as exc:
        print(f"belote-spec play: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK


def cmd_replay(args: argparse.Namespace) -> int:
    """Re-check every action of a game record and recompute every score."""
    from .engine.game import Game, ReplayError

    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except OSError as exc:
        print(f"{args.file}: cannot read the file: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_PROBLEMS
    try:
        game = Game.from_json(text)
    except ReplayError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return EXIT_PROBLEMS
    scored = sum(1 for d in game.deals if d.score is not None)
    result = game.result
    end = "game in progress" if result is None else f"winner {result.winner} ({result.reason})"
    print(
        f"{args.file}: ok — {game.rules.variant.id}, {len(game.actions)} actions, "
        f"{len(game.deals)} deals ({scored} scored), NS {game.totals['NS']} EW "
        f"{game.totals['EW']}, {end}"
    )
    return EXIT_OK


def cmd_coverage(args: argparse.Namespace) -> int:
    """Report which scenarios exercise each rule value; exit 1 if a shipped value has none."""
    from .coverage import rule_coverage

    folder = Path(args.features)
    if not folder.is_dir():
        print(f"belote-spec coverage: no folder {folder}", file=sys.stderr)
        return EXIT_USAGE
    report = rule_coverage(folder)
    lines = list(report.lines(verbose=args.verbose))
    if args.gaps_only:
        lines = [line for line in lines if "GAP" in line or not line.startswith(" ")]
        lines = [
            line
            for i, line in enumerate(lines)
            if line.startswith(" ")
            or (i + 1 < len(lines) and lines[i + 1].startswith(" "))
            or not line
            or line[0].isdigit()
        ]
    print("\n".join(lines))
    for scenario in report.unnamed:
        print(f"warning: {scenario.where()} names no rule", file=sys.stderr)
    return EXIT_PROBLEMS if report.gaps else EXIT_OK


def cmd_rulebook(args: argparse.Namespace) -> int:
    """Write a standalone HTML rulebook of a variant (built with Sphinx)."""
    from .rulebook.standalone import RulebookError, build_rulebook

    try:
        index = build_rulebook(args.variant, Path(args.output), lang=args.lang)
    except RulebookError as exc:
        print(f"belote-spec rulebook: {exc}", file=sys.stderr)
        return EXIT_PROBLEMS
    print(f"rulebook of {args.variant} written to {index}")
    return EXIT_OK


def cmd_schema(args: argparse.Namespace) -> int:
    """Print the variant JSON Schema."""
    sys.stdout.write(schema_text())
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used to document every command)."""
    parser = argparse.ArgumentParser(
        prog="belote-spec",
        description="The rules of Belote as data: list, validate, show and compare variants.",
    )
    parser.add_argument("--version", action="version", version=f"belote-spec {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("list", help="list the variants and their options")
    p.add_argument("--all", action="store_true", help="include abstract variants (base)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_list)

    p = sub.add_parser("validate", help="validate variant files; non-zero exit on problems")
    p.add_argument("paths", nargs="+", metavar="PATH", help="variant files, folders or names")
    p.add_argument("-q", "--quiet", action="store_true", help="print problems only")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("show", help="show a resolved variant with its sources")
    p.add_argument("variant", metavar="NAME[+OPTION...]", help="variant name or file, with options")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--no-sources", action="store_true", help="omit citations")
    p.set_defaults(func=cmd_show)

    p = sub.add_parser("diff", help="compare two variants rule by rule, with citations")
    p.add_argument("a", metavar="A", help="first variant (NAME[+OPTION...] or file)")
    p.add_argument("b", metavar="B", help="second variant")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_diff)

    p = sub.add_parser("play", help="watch four bots play a game, or play South yourself")
    p.add_argument(
        "variant",
        nargs="?",
        default="classic",
        metavar="VARIANT[+OPTION...]",
        help="variant name or file, with options (default: classic)",
    )
    p.add_argument("--seed", type=int, default=None, help="seed for shuffles, cuts and bots")
    p.add_argument("--human", metavar="SEAT", default=None, help="play this seat yourself (S)")
    p.add_argument("--save", metavar="FILE", default=None, help="write the game record here")
    p.add_argument("--target", type=int, default=None, help="points that end the game")
    p.add_argument(
        "--bots", choices=["heuristic", "random"], default="heuristic", help="the bots' level"
    )
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("replay", help="re-check a game record and recompute every score")
    p.add_argument("file", metavar="FILE", help="a game record written by play --save")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("coverage", help="which scenarios exercise each rule value; exit 1 on a gap")
    p.add_argument("--features", default="features", metavar="DIR", help="the feature files")
    p.add_argument("-v", "--verbose", action="store_true", help="list the scenarios")
    p.add_argument("--gaps-only", action="store_true", help="only the values without scenario")
    p.set_defaults(func=cmd_coverage)

    p = sub.add_parser("rulebook", help="write a standalone HTML rulebook of a variant")
    p.add_argument(
        "variant", metavar="VARIANT[+OPTION...]", help="variant name or file, with options"
    )
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="folder to write into")
    p.add_argument("--lang", choices=["fr", "en"], default="fr", help="language of the rulebook")
    p.set_defaults(func=cmd_rulebook)

    p = sub.add_parser("schema", help="print the variant JSON Schema")
    p.set_defaults(func=cmd_schema)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        status: int = args.func(args)
    except VariantError as exc:
        _print_error(exc)
        return EXIT_PROBLEMS
    except BrokenPipeError:  # pragma: no cover - e.g. piped into head
        return EXIT_OK
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
