"""The ``belote-spec`` command line."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .checks import check_playable_target
from .compare import diff_variants, format_value
from .errors import Problem, VariantError, escape_controls
from .i18n import (
    N_,
    _,
    available_languages,
    chosen_language,
    normalize,
    output_language,
    translator,
    use_language,
)
from .loader import (
    OptionInfo,
    Variant,
    list_variants,
    load_variant,
    parse_variant_spec,
    required_options,
)
from .schema import localized_schema_text, rule_schema, schema_text
from .version import __version__
from .yamlsafe import KeyPath, dotted

if TYPE_CHECKING:
    from .bots.duplicate import DuplicateResult
    from .coverage import Coverage, Scenario
    from .engine.game import Game
    from .engine.rules import Rules

__all__ = ["main"]

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_USAGE = 2


def _say(command: str, message: str) -> None:
    """Print ``belote-spec COMMAND: MESSAGE`` (``belote-spec: MESSAGE`` without a command) to
    stderr (the message already translated)."""
    print(
        f"belote-spec {command}: {message}" if command else f"belote-spec: {message}",
        file=sys.stderr,
    )


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


def _emit(lines: Sequence[str]) -> None:
    """Print lines for a person: any control character (a terminal escape sequence in a file
    name, say) is shown escaped, never sent to the terminal."""
    print("\n".join(escape_controls(line) for line in lines))


def cmd_list(args: argparse.Namespace) -> int:
    """List the variants and their options (or, with ``--plugins``, what is installed)."""
    if args.plugins:
        return _list_plugins(as_json=args.json)
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
                _(
                    "{name}  (does not load: {count} problems; run belote-spec validate {path})",
                    name=info.name,
                    count=len(info.problems),
                    path=info.path,
                )
            )
            continue
        if info.abstract:
            line = _("{name} (abstract) — {title}", name=info.name, title=info.title)
        else:
            line = f"{info.name} — {info.title}"
        if info.origin != "builtin":
            # TRANSLATORS: after a variant in the list: the package it comes from
            line += "  " + _("[from {origin}]", origin=info.origin)
        out.append(line)
        for opt in info.options:
            out.append(f"    +{opt.name} — {opt.title}")
    _emit(out)
    return status


def _list_plugins(*, as_json: bool) -> int:
    """The built-in plugins, the installed rule plugins and variant packages, each loaded to
    check it; exit 1 when one cannot be used."""
    from .pluginmanager import installed_plugins

    found = installed_plugins()
    status = EXIT_PROBLEMS if any(p.problem for p in found) else EXIT_OK
    if as_json:
        print(json.dumps([dataclasses.asdict(p) for p in found], indent=2, ensure_ascii=False))
        return status
    kinds = {
        "builtin": _("built-in"),
        "plugin": _("rule plugin"),
        "variants": _("variant package"),
    }
    # TRANSLATORS: the headings of the table of plugins (list --plugins)
    rows = [[_("name"), _("kind"), _("from"), _("loads")]]
    rows += [
        [
            p.name,
            kinds.get(p.kind, p.kind),
            p.distribution or "belote-spec",
            _("ok") if p.problem is None else _("NO: {problem}", problem=p.problem),
        ]
        for p in found
    ]
    out: list[str] = []
    _table(rows, out)
    _emit(out)
    return status


#: What ``validate`` takes for a variant file in a folder (in any case: ``.YAML`` too).
VARIANT_SUFFIXES = (".yaml", ".yml")
#: Folders nested deeper than this under a folder given to ``validate`` are not searched.
MAX_FOLDER_DEPTH = 20
#: Files and folders ``validate`` looks at under a folder before giving up.
MAX_FOLDER_ENTRIES = 100_000
#: Combinations of options ``validate`` checks per variant file unless told otherwise.
DEFAULT_MAX_COMBINATIONS = 32
#: Beyond this many options, ``validate`` does not count their combinations.
MAX_COUNTED_OPTIONS = 16
#: Actions after which a deal played by random bots is deemed never to end.
MAX_DEAL_ACTIONS = 2000
#: The bots known by name (``play --bot``, ``match``), as :data:`belote_spec.bots.duplicate.BOTS`
#: (not imported from there: the parser is built without importing the bots).
BOT_NAMES = ("random", "heuristic", "search")
#: Deals ``match`` plays unless told otherwise, and the most it plays.
DEFAULT_MATCH_DEALS = 100
MAX_MATCH_DEALS = 1_000_000
#: The most worker processes of ``match``, and its largest seed.
MAX_MATCH_JOBS = 256
MAX_MATCH_SEED = 2**64 - 1


class _NoVariantFiles(Exception):
    """A path given to ``validate`` that holds no variant file (the message says why)."""


def _variant_files_in(folder: Path) -> tuple[list[Path], list[str]]:
    """The variant files under ``folder`` and its subfolders, sorted, and the subfolders that
    could not be read. Hidden files and folders (``.git``, ``.venv``) are skipped, symbolic
    links to folders are not followed, and the search is bounded in depth and size."""
    found: list[Path] = []
    unreadable: list[str] = []
    seen = 0

    def failed(exc: OSError) -> None:
        unreadable.append(
            _(
                "cannot read the folder {folder}: {reason}",
                folder=exc.filename,
                reason=exc.strerror or exc,
            )
        )

    for root, dirs, files in os.walk(folder, onerror=failed):
        seen += len(dirs) + len(files)
        if seen > MAX_FOLDER_ENTRIES:
            raise _NoVariantFiles(
                _(
                    "{folder} holds more than {count} files and folders: give the folder of "
                    "the variants, or the files themselves",
                    folder=folder,
                    count=MAX_FOLDER_ENTRIES,
                )
            )
        depth = len(Path(root).relative_to(folder).parts)
        dirs[:] = (
            sorted(d for d in dirs if not d.startswith(".")) if depth < MAX_FOLDER_DEPTH else []
        )
        found.extend(
            Path(root, name)
            for name in files
            if not name.startswith(".") and name.lower().endswith(VARIANT_SUFFIXES)
        )
    if not found and unreadable:
        raise _NoVariantFiles(unreadable[0])
    if not found:
        raise _NoVariantFiles(
            _(
                "no variant files found in {folder} (files ending in .yaml or .yml, in any "
                "folder below it)",
                folder=folder,
            )
        )
    return sorted(found, key=lambda p: p.relative_to(folder).parts), unreadable


def _validate_targets(raw: str) -> tuple[list[str | Path], list[str]]:
    """What ``validate RAW`` checks (a folder's variant files, a file, or a variant name) and
    the subfolders that could not be read."""
    path = Path(raw)
    if path.is_dir():
        files, unreadable = _variant_files_in(path)
        return list(files), unreadable
    if path.exists():
        return [path], []
    name, options = parse_variant_spec(raw)
    if options and Path(name).is_file():
        return [raw], []  # a file with options: mine.yaml+vache
    if "/" in name or os.sep in name or name.lower().endswith(VARIANT_SUFFIXES):
        raise _NoVariantFiles(_("{name}: no such file or folder", name=name))
    return [raw], []  # a variant name, maybe with options: the loader says whether it knows it


def option_combinations(
    options: Mapping[str, OptionInfo], limit: int | None
) -> tuple[list[tuple[str, ...]], int | None, str]:
    """The combinations of options a player can choose, each with the options it requires
    and none that conflict, as ``(combinations to check, how many there are, which were
    kept)``. No option (the variant alone) comes first.

    Every combination is kept when there are at most ``limit`` (or ``limit`` is None);
    otherwise the variant alone, each option alone and then each pair, up to ``limit``. The
    count is None when there are too many options to count their combinations."""
    names = list(options)
    bit = {name: 1 << i for i, name in enumerate(names)}
    needs = [0] * len(names)
    clash = [0] * len(names)
    for i, name in enumerate(names):
        for other in required_options(name, options):
            if other != name:
                needs[i] |= bit[other]
        for other in options[name].conflicts:
            if other in bit:
                clash[i] |= bit[other]
                clash[names.index(other)] |= bit[name]

    def allowed(mask: int) -> bool:
        return all(
            needs[i] & ~mask == 0 and clash[i] & mask == 0
            for i in range(len(names))
            if mask >> i & 1
        )

    def spec(mask: int) -> tuple[str, ...]:
        ordered: list[str] = []
        for i, name in enumerate(names):
            if mask >> i & 1:
                for each in required_options(name, options):
                    if each not in ordered:
                        ordered.append(each)
        return tuple(ordered)

    total: int | None = None
    if len(names) <= MAX_COUNTED_OPTIONS:
        every = [m for m in range(1 << len(names)) if allowed(m)]
        total = len(every)
        if limit is None or total <= limit:
            every.sort(key=lambda m: (m.bit_count(), [not m >> i & 1 for i in range(len(names))]))
            return [spec(m) for m in every], total, _("every combination")
    closures = [bit[name] | needs[i] for i, name in enumerate(names)]
    singles = list(dict.fromkeys(m for m in closures if allowed(m)))
    pairs = list(
        dict.fromkeys(
            a | b
            for i, a in enumerate(closures)
            for b in closures[i + 1 :]
            if a | b not in singles and allowed(a | b)
        )
    )
    picked = [0, *singles, *pairs]
    if limit is not None and len(picked) > limit:
        picked = picked[: max(limit, 1)]
    kept_singles = min(len(picked) - 1, len(singles))
    kept_pairs = len(picked) - 1 - kept_singles
    # TRANSLATORS: the pieces of "which combinations of options were checked", listed as
    # "A, B and C" (validate's summary)
    parts = [_("the variant alone")]
    if singles and kept_singles == len(singles):
        parts.append(_("each option alone"))
    elif kept_singles:
        parts.append(
            _("{kept} of the {count} options alone", kept=kept_singles, count=len(singles))
        )
    if pairs and kept_pairs == len(pairs):
        parts.append(_("each pair"))
    elif kept_pairs:
        parts.append(_("{kept} of the {count} pairs", kept=kept_pairs, count=len(pairs)))
    how = (
        _("{items} and {last}", items=", ".join(parts[:-1]), last=parts[-1])
        if len(parts) > 1
        else parts[0]
    )
    return [spec(m) for m in picked], total, how


def _with_hint(problem: Problem, hint: str) -> Problem:
    return dataclasses.replace(problem, hint=f"{problem.hint}; {hint}" if problem.hint else hint)


def _play_one_deal(rules: Rules) -> None:
    """Play one deal of ``rules`` with seeded random bots, to its score."""
    from .bots.duplicate import decide
    from .bots.heuristic import RandomBot

    game = rules.new_game(seed=0)
    bot = RandomBot(seed=0)
    for _step in range(MAX_DEAL_ACTIONS):
        if game.over or any(d.score is not None for d in game.deals):
            return
        seat = game.to_move
        assert seat is not None
        game.apply(decide(bot, game, seat))
    raise RuntimeError(_("no deal was scored after {count} actions", count=MAX_DEAL_ACTIONS))


def _where(variant: Variant, *paths: KeyPath) -> tuple[KeyPath, str, int, int]:
    """Where a problem about ``paths`` goes: the path, file, line and column written by the
    most specific file of the variant (its own file rather than a parent's)."""
    files = [str(f.resolve()) for f in variant.files]

    def rank(place: tuple[KeyPath, str, int, int]) -> int:
        try:
            return files.index(str(Path(place[1]).resolve()))
        except (ValueError, OSError):
            return len(files)

    return min(((p, *variant.locate(p)) for p in paths), key=rank)


def playable_problems(variant: Variant) -> list[Problem]:
    """What ``play`` (and ``replay`` of what it saved) would refuse in a loaded variant that
    the loader accepts: for now, a target outside the variant's target choices."""
    out: list[Problem] = []
    for paths, message, expected in check_playable_target(variant.rules):
        path, file, line, column = _where(variant, *paths)
        out.append(Problem(file, line, column, dotted(path), message, expected))
    return out


def check_combination(variant: Variant) -> list[Problem]:
    """Everything ``validate`` checks in a loaded variant beyond loading it: it compiles, its
    target can be played and replayed, random bots play one deal of it to its score, and its
    rulebook text is written in French and English (the whole rendered rulebook for the
    variant without options, whose options section restates the rules with each option; the
    sentences and worked examples for a combination of options)."""
    from .rulebook.render import rulebook_texts

    if variant.abstract:
        return []
    file = _where(variant, ())[1]
    try:
        rules = variant.compile()
    except VariantError as exc:
        return list(exc.problems)
    problems = playable_problems(variant)
    steps: list[tuple[str, Callable[[], object]]] = [
        (_("random bots could not play a deal"), lambda: _play_one_deal(rules)),
        *(
            (
                _("the rulebook text ({lang}) could not be written", lang=lang),
                lambda lang=lang: rulebook_texts(variant, rules, lang, render=not variant.options),
            )
            for lang in ("fr", "en")
        ),
    ]
    for what, step in steps:
        try:
            step()
        except VariantError as exc:  # the engine refused what the step gave it: a bug
            said = "; ".join(str(p) for p in exc.problems)
            problems.append(Problem(file, 0, 0, "", f"{what}: {said}", None))
        except Exception as exc:  # an engine or rulebook bug: reported, not a traceback
            problems.append(Problem(file, 0, 0, "", f"{what}: {type(exc).__name__}: {exc}", None))
    return problems


def uncited_rules(variant: Variant) -> list[Problem]:
    """The rules to which the variant's own file (or one of the options it defines) gives a
    value that no citation explains: each a warning placed where the value is written. A
    parent's citation explains the parent's value, not one the file changed."""
    from .schema import rule_paths

    own = {variant.name} | {
        f"{variant.name}+{name}"
        for name, info in variant.available_options.items()
        if info.defined_in == variant.name
    }
    loaded = [variant]
    for name in sorted(own - {variant.name}):
        try:
            loaded.append(load_variant(variant.files[0], [name.partition("+")[2]]))
        except VariantError:
            continue  # an option that needs another: validate reports its combinations
    out: dict[str, Problem] = {}
    for each in loaded:
        for path in rule_paths():
            layer = each.set_by(path)
            if layer not in own or path in out or each.citation(path) is not None:
                continue
            file, line, column = each.locate(tuple(path.split(".")))
            out[path] = Problem(
                file,
                line,
                column,
                path,
                _(
                    "warning: cited nowhere (a parent's citation explains the parent's value, "
                    "not this one)"
                ),
                _(
                    "an entry '{path}' under provenance: (source and section, or "
                    "choice: true with a note)",
                    path=path,
                ),
            )
    return list(out.values())


def _validate_one(target: str | Path, limit: int | None) -> tuple[list[Problem], str]:
    """The problems of one variant file (or name) and of the combinations of its options, and
    the summary printed when there are none."""
    try:
        variant = load_variant(target)
    except VariantError as exc:
        return list(exc.problems), ""
    combos: list[tuple[str, ...]] = [()]
    total: int | None = 1
    how = _("the options chosen")
    if not variant.options:  # options chosen (club+vache): that combination only
        combos, total, how = option_combinations(variant.available_options, limit)
    problems: dict[tuple[str, int, int, str, str], Problem] = {}
    for combo in combos:
        found: list[Problem]
        each: Variant | None = variant
        try:
            if combo:
                each = load_variant(variant.files[0], combo)
        except VariantError as exc:
            each, found = None, list(exc.problems)
        if each is not None:
            found = check_combination(each)
        for problem in found:
            key = (problem.file, problem.line, problem.column, problem.path, problem.message)
            if key not in problems:  # the smallest combination that shows it
                spec = "+".join((variant.name, *combo))
                hint = _("with {variant}", variant=spec)
                problems[key] = _with_hint(problem, hint) if combo else problem
    count = len(variant.available_options)
    summary = translator().ngettext(
        "ok ({variant}, {n} option)", "ok ({variant}, {n} options)", count, variant=variant.id
    )
    if variant.abstract:
        done = _("abstract: loaded only, neither compiled nor played")
    elif total == 1:
        done = _("compiled, one deal played, rulebook written")
    elif total is not None and len(combos) == total:
        done = _("every combination of options ({total}) compiled, played and written", total=total)
    elif total is not None:
        done = _(
            "{checked} of the {total} combinations of options compiled, played and written: "
            "{how} (--max-combinations 0 checks them all)",
            checked=len(combos),
            total=total,
            how=how,
        )
    else:
        done = _(
            "{checked} of the (too many to count) combinations of options compiled, played "
            "and written: {how} (--max-combinations 0 checks them all)",
            checked=len(combos),
            how=how,
        )
    # TRANSLATORS: validate's summary of a variant file: "ok (...)" then what was checked
    summary = _("{summary}; {done}", summary=summary, done=done)
    return list(problems.values()), summary


def cmd_validate(args: argparse.Namespace) -> int:
    """Validate variant files and every combination of their options: each loads, compiles,
    can be played and replayed, plays a deal with random bots and has a rulebook."""
    limit = None if args.max_combinations == 0 else args.max_combinations
    if limit is not None and limit < 0:
        _say("validate", _("--max-combinations: expected 0 or more"))
        return EXIT_USAGE
    status = EXIT_OK
    for raw in args.paths:
        try:
            targets, unreadable = _validate_targets(raw)
        except _NoVariantFiles as exc:
            _say("validate", str(exc))
            status = EXIT_PROBLEMS
            continue
        for message in unreadable:  # not checked, so not called ok
            _say("validate", message)
            status = EXIT_PROBLEMS
        for target in targets:
            problems, summary = _validate_one(target, limit)
            if problems:
                status = EXIT_PROBLEMS
                for problem in sorted(problems, key=Problem.sort_key):
                    print(problem, file=sys.stderr)
                continue
            try:
                warnings_found = uncited_rules(load_variant(target))
            except VariantError:
                warnings_found = []
            for problem in sorted(warnings_found, key=Problem.sort_key):
                print(problem, file=sys.stderr)
            if not args.quiet:
                if warnings_found:
                    summary = translator().ngettext(
                        "{summary} ({n} warning)",
                        "{summary} ({n} warnings)",
                        len(warnings_found),
                        summary=summary,
                    )
                _emit([f"{target}: {summary}"])
    return status


def _load(spec: str) -> Variant:
    path = Path(spec)
    if path.suffix in (".yaml", ".yml") and "+" not in path.name:
        return load_variant(path)
    return load_variant(spec)


def show_json(variant: Variant) -> dict[str, Any]:
    """What ``show --json`` prints: :meth:`Variant.to_dict` with no path of the machine in it
    (a document for other programs: the same everywhere, as ``export``'s). The files a
    variant is read from are named by the variants they hold (``chain``: the variant, then
    its parents, as in ``export``), and the variant by its ``id`` (``club+vache``)."""
    data = variant.to_dict()
    data.pop("files", None)
    data["id"] = variant.id
    data["chain"] = list(variant.chain)
    return data


def cmd_show(args: argparse.Namespace) -> int:
    """Show a resolved variant with the source of every rule."""
    variant = _load(args.variant)
    if args.json:
        print(json.dumps(show_json(variant), indent=2, ensure_ascii=False))
        return EXIT_OK
    out = [f"{variant.id} — {variant.title}"]
    if variant.description:
        out.extend(variant.description.splitlines())
    out.append(_("files: {files}", files=" → ".join(str(f) for f in variant.files)))
    if variant.available_options:
        out.append(
            _(
                "options: {options}",
                options=", ".join(
                    _("{option} (chosen)", option=name) if name in variant.options else name
                    for name in variant.available_options
                ),
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
    _emit(out)
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    """Write a resolved variant as a versioned JSON document (or print its schema, as one
    self-contained document)."""
    from .export import bundled_schema_text, export_json

    if args.schema:
        if args.variant is not None:
            _say("export", _("give a variant or --schema, not both"))
            return EXIT_USAGE
        text = bundled_schema_text()
    elif args.variant is None:
        _say("export", _("give a variant (NAME[+OPTION...]) or --schema"))
        return EXIT_USAGE
    else:
        text = export_json(_load(args.variant))
    if args.force and args.output is None:
        _say("export", _("--force only goes with -o FILE"))
        return EXIT_USAGE
    if args.output is None:
        sys.stdout.write(text)
        return EXIT_OK
    from .terminal.saving import write_atomically

    out = Path(args.output)
    if out.is_dir():
        _say("export", _("-o {file}: is a folder; give a file name", file=out))
        return EXIT_PROBLEMS
    if not out.absolute().parent.is_dir():
        _say("export", _("-o {file}: no such folder", file=out))
        return EXIT_PROBLEMS
    if (out.exists() or out.is_symlink()) and not out.is_file():
        # a device, a FIFO, a socket, a dangling link or a link to one: never replaced, even
        # with --force (the rule of play --save and simulate --out)
        _say("export", _("-o {file}: not a regular file; it is not replaced", file=out))
        return EXIT_PROBLEMS
    try:
        write_atomically(out, text, replace=args.force)
    except FileExistsError:
        _say("export", _("-o {file}: the file exists; --force replaces it", file=out))
        return EXIT_PROBLEMS
    print(
        _("{what} written to {file}", what=args.variant or "resolved.schema.json", file=out),
        file=sys.stderr,
    )
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
                    "same": not rules and not options,
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
    if not rules and not options:
        _emit(
            [
                _(
                    "{a} and {b} are the same: no rule differs and they offer the same options",
                    a=a.id,
                    b=b.id,
                )
            ]
        )
        return EXIT_OK
    if rules:
        tr = translator()
        out = [
            tr.ngettext(
                "{n} rule differs between {a} and {b}",
                "{n} rules differ between {a} and {b}",
                len(rules),
                a=a.id,
                b=b.id,
            ),
            "",
        ]
        # TRANSLATORS: headings of diff's table: the rule, each side's value and source
        rows = [
            [
                _("rule"),
                a.id,
                b.id,
                _("source ({variant})", variant=a.id),
                _("source ({variant})", variant=b.id),
            ]
        ]
        rows += [
            [d.path, format_value(d.a), format_value(d.b), d.a_source, d.b_source] for d in rules
        ]
        _table(rows, out)
    else:
        out = [_("no rule differs between {a} and {b}", a=a.id, b=b.id)]
    if options:
        out += ["", _("options offered by only one side:")]
        for o in options:
            out.append(
                "  "
                + _(
                    "{variant}+{option} — {title}: sets {rules}  [{source}]",
                    variant=o.variant,
                    option=o.option,
                    title=o.title,
                    rules=", ".join(o.rules),
                    source=o.source,
                )
            )
    _emit(out)
    return EXIT_OK


def _plain(value: object) -> object:
    from .loader import thaw

    return thaw(value)


def target_error(variant: Variant, target: int) -> str | None:
    """Why ``play --target TARGET`` is refused for ``variant`` (None if it is not): one of the
    variant's target choices when it has some, otherwise a target a variant file could set."""
    choices = [int(c) for c in variant.rule("game_end.target_choices") or ()]
    if choices:
        if target in choices:
            return None
        return _(
            "expected one of {choices} ({variant}'s choices); got {target}",
            choices=", ".join(map(str, choices)),
            variant=variant.id,
            target=target,
        )
    node = rule_schema("game_end.target") or {}
    low, high = int(node.get("minimum", 1)), int(node.get("maximum", 10000))
    if low <= target <= high:
        return None
    return _(
        "expected a target from {low} to {high}; got {target}", low=low, high=high, target=target
    )


@contextmanager
def _ending_signals_interrupt() -> Iterator[None]:
    """SIGTERM and SIGHUP (a terminal closed, a ``kill``) stop the command as Ctrl-C does,
    through :class:`KeyboardInterrupt`: what was played is saved before the program ends
    (their default ends it at once and loses the game)."""
    import signal
    import threading

    wanted = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt

    previous = {sig: signal.signal(sig, interrupt) for sig in wanted}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


class _BotFailed(Exception):
    """A bot of another package that failed at the table (the message says how)."""


class _Seated:
    """A bot at the table: the table asks ``choose(game)`` of the seat to move, and the bot
    answers from that seat's observation only (``bot.act(game.observation(seat))``). A bot
    of another package (``outside``) that fails or answers an action that is not legal is
    stopped with :class:`_BotFailed`, not asked again and again."""

    def __init__(self, bot: Any, spec: str, *, outside: bool) -> None:
        self.bot = bot
        self.spec = spec
        self.outside = outside
        self.name = spec  # as on the command line, as match names it: no bot needs a name

    def choose(self, game: Game) -> str:
        from .bots.duplicate import BotFailure, decide

        seat = game.to_move
        if seat is None:
            raise ValueError(_("no legal action: the game is over"))
        try:
            action = decide(self.bot, game, seat)
        except BotFailure as exc:  # no answer in time, or SystemExit and the like: any bot
            raise _BotFailed(
                _(
                    "the bot {bot} failed: {message}",
                    bot=self.spec,
                    message=escape_controls(str(exc))[:500],
                )
            ) from exc
        except Exception as exc:
            if not self.outside:
                raise
            raise _BotFailed(
                _(
                    "the bot {bot} failed: {error}: {message}",
                    bot=self.spec,
                    error=type(exc).__name__,
                    message=escape_controls(str(exc))[:500],
                )
            ) from exc
        if self.outside and action not in game.legal_actions():
            raise _BotFailed(
                _(
                    "the bot {bot} chose {action}, which is not a legal action",
                    bot=self.spec,
                    action=escape_controls(repr(action))[:200],
                )
            )
        return action


def cmd_play(args: argparse.Namespace) -> int:
    """Watch four bots play, or play South yourself."""
    from .bots.duplicate import BOTS, BotError, bot_factory
    from .bots.heuristic import make_bot
    from .cards import SEATS, parse_seat
    from .terminal.session import Chooser, play_at_table

    if args.bot is not None and args.bots is not None and args.bot != args.bots:
        _say("play", _("give --bot or --bots (its former name), not both"))
        return EXIT_USAGE
    spec = args.bot or args.bots or "heuristic"
    try:
        kind = bot_factory(spec)
    except BotError as exc:
        _say("play", f"--bot: {escape_controls(str(exc))}")
        return EXIT_USAGE
    variant = _load(args.variant)
    if variant.abstract:
        _say(
            "play",
            _(
                "{variant} is an abstract variant: it only serves as the parent of other "
                "variants; play one of {variants}",
                variant=variant.id,
                variants=", ".join(i.name for i in list_variants() if not i.problems),
            ),
        )
        return EXIT_PROBLEMS
    if args.target is not None:
        refused = target_error(variant, args.target)
        if refused:
            _say("play", f"--target: {refused}")
            return EXIT_USAGE
    else:
        problems = playable_problems(variant)
        if problems:  # a game to this target could be played but its record not replayed
            for problem in problems:
                print(problem, file=sys.stderr)
            return EXIT_PROBLEMS
    rules = variant.compile()
    try:
        human = parse_seat(args.human) if args.human else None
    except ValueError as exc:
        _say("play", f"--human: {exc}")
        return EXIT_USAGE
    seed = args.seed
    outside = spec not in BOTS
    try:
        bots: dict[str, Chooser] = {
            seat: _Seated(
                make_bot(kind, None if seed is None else seed * 4 + i), spec, outside=outside
            )
            for i, seat in enumerate(SEATS)
        }
    except Exception as exc:
        if not outside:
            raise
        _say(
            "play",
            _(
                "the bot {bot} failed: {error}: {message}",
                bot=spec,
                error=type(exc).__name__,
                message=escape_controls(str(exc))[:500],
            ),
        )
        return EXIT_PROBLEMS
    try:
        with _ending_signals_interrupt():
            play_at_table(
                rules,
                bots,
                seed=seed,
                human=human,
                save=Path(args.save) if args.save else None,
                overwrite=args.force,
                target=args.target,
            )
    except _BotFailed as exc:
        _say("play", str(exc))
        return EXIT_PROBLEMS
    except (EOFError, KeyboardInterrupt):
        # said at the game table, in its language (French unless told otherwise)
        print("\n" + translator(output_language())._("Game interrupted."), file=sys.stderr)
        return EXIT_PROBLEMS
    except ValueError as exc:
        _say("play", str(exc))
        return EXIT_USAGE
    except Exception as exc:
        # a third-party plugin's kernel failing during play is the plugin's failure, said as
        # such; anything else is a bug of belote-spec and keeps its traceback
        from .pluginmanager import plugin_at_fault

        who = plugin_at_fault(rules.plugin_manager, exc)
        if who is None:
            raise
        _say(
            "play",
            _(
                "{plugin} failed during play: {error}: {message}",
                plugin=who,
                error=type(exc).__name__,
                message=exc,
            ),
        )
        return EXIT_PROBLEMS
    return EXIT_OK


def cmd_match(args: argparse.Namespace) -> int:
    """Play duplicate deals between two bots and print A's mean point difference per deal."""
    from .bots.duplicate import BOTS, BotError, BotFailure, bot_factory, play_duplicate

    for option, value, low, high in (
        ("--deals", args.deals, 1, MAX_MATCH_DEALS),
        ("--jobs", args.jobs, 1, MAX_MATCH_JOBS),
        ("--seed", args.seed, 0, MAX_MATCH_SEED),
    ):
        if not low <= value <= high:
            _say(
                "match",
                _(
                    "{option}: expected a whole number from {low} to {high}; got {value}",
                    option=option,
                    low=low,
                    high=high,
                    value=value,
                ),
            )
            return EXIT_USAGE
    for which, spec in (("BOT_A", args.bot_a), ("BOT_B", args.bot_b)):
        try:
            bot_factory(spec)
        except BotError as exc:
            _say("match", f"{which}: {escape_controls(str(exc))}")
            return EXIT_USAGE
    variant = _load(args.variant)
    if variant.abstract:
        _say(
            "match",
            _(
                "{variant} is an abstract variant: it only serves as the parent of other "
                "variants; play one of {variants}",
                variant=variant.id,
                variants=", ".join(i.name for i in list_variants() if not i.problems),
            ),
        )
        return EXIT_PROBLEMS
    rules = variant.compile()
    from .simulation.progress import progress_bar

    # the boards played, their rate and the time left, on a terminal's stderr (as simulate's)
    # TRANSLATORS: the unit of match's progress bar ("12.5 s/board")
    bar = progress_bar(
        args.deals,
        _("board"),
        True,
        escape_controls(f"{args.bot_a} / {args.bot_b}"),
        scale=False,
    )

    def progress(done: int, total: int) -> None:
        bar.update(done - bar.n)

    from concurrent.futures.process import BrokenProcessPool

    from .simulation.limits import bounded_jobs

    jobs, fewer = bounded_jobs(args.jobs)
    if fewer is not None:  # the numbers are the same with any number of workers
        _say("match", fewer)
    try:
        with _ending_signals_interrupt():  # SIGTERM, SIGHUP: as Ctrl-C, the workers stopped
            result = play_duplicate(
                rules, args.bot_a, args.bot_b, args.deals, args.seed, jobs, progress
            )
    except BrokenProcessPool:  # a worker killed (the OOM killer, a signal) mid-board
        _say(
            "match",
            _(
                "a worker process ended abruptly (killed by a signal, or by the system for lack "
                "of memory): try fewer --jobs"
            ),
        )
        return EXIT_PROBLEMS
    except BotFailure as exc:  # no answer in time, or SystemExit and the like: any bot
        _say(
            "match",
            _("a bot failed during the match: {message}", message=escape_controls(str(exc))[:500]),
        )
        return EXIT_PROBLEMS
    except Exception as exc:
        # a bot of another package failing (or playing an illegal action) is that bot's
        # failure, said as such; the bots of belote-spec failing is a bug: its traceback
        outside = [s for s in (args.bot_a, args.bot_b) if s not in BOTS]
        if not outside:
            raise
        _say(
            "match",
            _(
                "a bot failed during the match ({bots}): {error}: {message}",
                bots=", ".join(outside),
                error=type(exc).__name__,
                message=escape_controls(str(exc))[:500],
            ),
        )
        return EXIT_PROBLEMS
    finally:
        bar.close()
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
        return EXIT_OK
    _emit(match_report(result))
    return EXIT_OK


def _signed(value: float) -> str:
    """A number of points with its sign and one decimal (``+12.5``, ``-3.0``, ``+0.0``)."""
    return f"{value + 0.0:+.1f}"  # + 0.0: no "-0.0"


def match_report(result: DuplicateResult) -> list[str]:
    """What ``match`` prints: the match, A's mean difference per deal with its interval, the
    plays without a score, and the verdict."""
    tr = translator()
    out = [
        tr.ngettext(
            "{a} (A) against {b} (B), {variant}: {n} deal played twice, the teams exchanged "
            "(seed {seed})",
            "{a} (A) against {b} (B), {variant}: {n} deals each played twice, the teams "
            "exchanged (seed {seed})",
            result.n,
            a=result.bot_a,
            b=result.bot_b,
            variant=result.variant,
            seed=result.seed,
        )
    ]
    mean = _signed(result.mean if result.mean is not None else 0.0)
    ci = result.confidence_interval
    if ci is None:
        out.append(
            _(
                "mean point difference per deal, A minus B: {mean} (no interval under 2 deals)",
                mean=mean,
            )
        )
    else:
        out.append(
            _(
                "mean point difference per deal, A minus B: {mean} (95 percent interval: "
                "{low} to {high})",
                mean=mean,
                low=_signed(ci[0]),
                high=_signed(ci[1]),
            )
        )
    outcomes = result.outcomes()
    unscored = sum(outcomes.get(k, 0) for k in ("passed", "cancelled", "redealt"))
    if unscored:
        out.append(
            _(
                "plays without a score (all passed, cancelled or redealt), counted 0: {count} "
                "of {total}",
                count=unscored,
                total=2 * result.n,
            )
        )
    if result.verdict == "A":
        out.append(_("verdict: A ({bot}) is better", bot=result.bot_a))
    elif result.verdict == "B":
        out.append(_("verdict: B ({bot}) is better", bot=result.bot_b))
    else:
        out.append(_("verdict: no significant difference"))
    return out


def cmd_replay(args: argparse.Namespace) -> int:
    """Re-check every action of a game record and recompute every score."""
    from .engine.game import Game, ReplayError
    from .engine.replay import read_record

    where = escape_controls(args.file)
    try:
        # bounded (size, encoding, depth, digits) before anything is parsed
        # a variant file the record names is read from the current folder or the record's
        game = Game.from_json(
            read_record(args.file),
            variant_folders=[os.curdir, Path(args.file).resolve().parent],
        )
    except ReplayError as exc:
        print(f"{where}: {escape_controls(str(exc))}", file=sys.stderr)
        return EXIT_PROBLEMS
    from .terminal.wording import team_code

    scored = sum(1 for d in game.deals if d.score is not None)
    result = game.result
    if result is None:
        end = _("game in progress")
    elif result.winner:
        # the team in short, as the table prints it (EO in French)
        winner = team_code(result.winner, translator())
        end = _("winner {winner} ({reason})", winner=winner, reason=result.reason)
    elif result.draw:
        end = _("a draw ({reason})", reason=result.reason)
    else:
        end = _("no winner ({reason})", reason=result.reason)
    _emit(
        [
            _(
                "{file}: ok — {variant}, {actions} actions, {deals} deals ({scored} scored), "
                "NS {ns} EW {ew}, {end}",
                file=where,
                variant=game.rules.variant.id,
                actions=len(game.actions),
                deals=len(game.deals),
                scored=scored,
                ns=game.totals["NS"],
                ew=game.totals["EW"],
                end=end,
            )
        ]
    )
    return EXIT_OK


def cmd_coverage(args: argparse.Namespace) -> int:
    """Report which scenarios cover each rule value (by running it, with ``--record``; else
    by naming it); exit 1 if a shipped value has none."""
    from .coverage import RECORD_FILE, rule_coverage

    folder = Path(args.features)
    if not folder.is_dir():
        _say("coverage", _("no folder {folder}", folder=folder))
        return EXIT_USAGE
    variants = None if args.variants is None else Path(args.variants)
    if variants is not None and not variants.is_dir():
        _say("coverage", _("--variants: no folder {folder}", folder=variants))
        return EXIT_USAGE
    record: Path | None = None
    if args.record is not None:
        # --record alone: the record pytest --belote-coverage=.belote-coverage.json writes in
        # the repository's root, beside the features folder
        record = Path(args.record) if args.record else folder.parent / RECORD_FILE
        if not record.is_file():
            _say("coverage", _("--record: no file {file}", file=record))
            return EXIT_USAGE
    report = rule_coverage(folder, variants, record)
    print("\n".join(report.lines(verbose=args.verbose, gaps_only=args.gaps_only)))
    for scenario in report.unnamed:
        print(_("warning: {scenario} names no rule", scenario=scenario.where()), file=sys.stderr)
    _coverage_warnings(report)
    return EXIT_PROBLEMS if report.gaps else EXIT_OK


def _coverage_warnings(report: Coverage) -> None:
    """With a record: the feature files it holds no version of, the scenarios it does not
    hold, and the rule values a scenario names without running them."""
    if report.record is None:
        return
    stale = set(report.stale_files)
    for file in sorted(stale):
        print(
            _(
                "warning: {file} is not in the record {record} (not run, or changed since): "
                "its scenarios count as not run; run pytest --belote-coverage={record} again",
                file=file,
                record=report.record.path,
            ),
            file=sys.stderr,
        )
    for scenario in report.unrun:
        if (scenario.path or scenario.file) not in stale:
            print(
                _(
                    "warning: {scenario} is not in the record (it failed, was skipped or was "
                    "not run): it runs nothing",
                    scenario=scenario.where(),
                ),
                file=sys.stderr,
            )
    named: dict[int, tuple[Scenario, list[str]]] = {}
    for scenario, path, value in report.names_not_run():
        named.setdefault(id(scenario), (scenario, []))[1].append(f"{path} = {value}")
    for scenario, values in named.values():
        print(
            _(
                "warning: {scenario} names rule values it does not run: {values}",
                scenario=scenario.where(),
                values=", ".join(values),
            ),
            file=sys.stderr,
        )


def cmd_new(args: argparse.Namespace) -> int:
    """Write the starter of a rule maintainer's own repository: a variant, a feature file with
    one scenario, and what pytest needs to run it."""
    from .bdd.starter import StarterError, check_name, write_starter
    from .loader import variant_files

    folder = Path(args.output if args.output is not None else args.name)
    try:
        check_name(args.name)
        check_name(args.extends, "--extends")
        if args.extends not in variant_files():
            raise StarterError(
                _(
                    "--extends {variant}: no such variant (see belote-spec list --all)",
                    variant=repr(args.extends),
                )
            )
    except StarterError as exc:
        _say("new", escape_controls(str(exc)))
        return EXIT_USAGE
    try:
        written = write_starter(folder, args.name, args.extends, force=args.force)
    except StarterError as exc:
        _say("new", escape_controls(str(exc)))
        return EXIT_PROBLEMS
    for path in written:
        print(_("wrote {file}", file=path))
    if not written:
        print(_("{folder}: the starter is already there, unchanged", folder=folder))
    print(_next_steps(folder))
    return EXIT_OK


def _next_steps(folder: Path) -> str:
    """What to run in a new starter: its scenarios (after adding pytest and pytest-bdd to this
    environment when they are missing, with a command that works here) and its coverage."""
    import shlex

    from .extras import install_command, missing_modules

    python = shlex.quote(sys.executable or "python")
    run = f"{python} -m pytest --belote-coverage=.belote-coverage.json"
    if missing_modules("pytest", "pytest_bdd"):
        run = f"{install_command('bdd')} && {run}"
    return _(
        "next: cd {folder} && {run}; belote-spec coverage --variants variants --features features "
        "--record",
        folder=shlex.quote(str(folder)),
        run=run,
    )


def cmd_rulebook(args: argparse.Namespace) -> int:
    """Write a standalone HTML rulebook of a variant (built with Sphinx)."""
    from .rulebook.standalone import RulebookError, build_rulebook

    lang = output_language()  # --lang, else the environment, else French
    try:
        index = build_rulebook(args.variant, Path(args.output), lang=lang, force=args.force)
    except RulebookError as exc:
        _say("rulebook", str(exc))
        return EXIT_PROBLEMS
    _emit([_("rulebook of {variant} written to {file}", variant=args.variant, file=index)])
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play many random (or heuristic) deals or games and report their statistics."""
    from .simulation.command import run

    with _ending_signals_interrupt():  # SIGTERM, SIGHUP: as Ctrl-C, nothing half-written left
        return run(args)


def cmd_schema(args: argparse.Namespace) -> int:
    """Print the variant JSON Schema: the English source, or with an explicit ``--lang`` the
    schema whose titles and descriptions are in that language (the shipped
    ``variant.schema.fr.json`` for French). With ``--write DIR``, write it into a folder
    instead (see :func:`write_schemas`)."""
    lang = chosen_language()
    if args.write is not None:
        return write_schemas(Path(args.write), lang, force=args.force)
    if lang is None or lang == "en":
        sys.stdout.write(schema_text())
    else:
        sys.stdout.write(localized_schema_text(lang))
    return EXIT_OK


def write_schemas(folder: Path, lang: str | None, *, force: bool = False) -> int:
    """``schema --write DIR``: write the variant schema into ``folder`` for an editor, in the
    language ``lang``, or else refresh every language whose schema file is already there
    (``variant.schema.json``, ``variant.schema.fr.json``), or else in the language of a new
    starter (see :func:`belote_spec.bdd.starter.starter_language`). A file that is already
    right is left as it is; a file of the same name that is not a belote-spec schema (or not a
    regular file) is never replaced, unless ``force`` for a regular file."""
    from .bdd.starter import starter_language
    from .schema import LOCALIZED_LANGUAGES, SCHEMA_BASE, schema_file
    from .terminal.saving import write_atomically
    from .yamlsafe import RefusedFile, read_bounded

    if not folder.is_dir():
        _say("schema", _("--write {folder}: not a folder", folder=folder))
        return EXIT_USAGE
    if lang is not None:
        languages = [starter_language(lang)]
    else:
        languages = [
            code for code in ("en", *LOCALIZED_LANGUAGES) if (folder / schema_file(code)).exists()
        ] or [starter_language()]
    status = EXIT_OK
    for code in languages:
        path = folder / schema_file(code)
        text = schema_text() if code == "en" else localized_schema_text(code)
        if path.exists() or path.is_symlink():
            if path.is_symlink() or not path.is_file():
                _say("schema", _("{file}: not a regular file; it is not replaced", file=path))
                status = EXIT_PROBLEMS
                continue
            try:
                old = read_bounded(path, 64 * 1024 * 1024).decode("utf-8")
            except (OSError, RefusedFile, UnicodeDecodeError):
                old = None
            if old == text:
                print(_("{file}: up to date", file=path))
                continue
            ours = False
            if old is not None:
                try:
                    found = json.loads(old)
                    ours = isinstance(found, dict) and str(found.get("$id", "")).startswith(
                        SCHEMA_BASE
                    )
                except ValueError:
                    ours = False
            if not ours and not force:
                _say(
                    "schema",
                    _(
                        "{file} is not a belote-spec schema; it is not replaced (use --force)",
                        file=path,
                    ),
                )
                status = EXIT_PROBLEMS
                continue
        try:
            write_atomically(path, text, replace=True)
        except OSError as exc:
            _say("schema", _("{file}: cannot write: {reason}", file=path, reason=exc.strerror))
            status = EXIT_PROBLEMS
            continue
        print(_("wrote {file}", file=path))
    return status


def _language(value: str) -> str:
    """The catalog language ``--lang VALUE`` asks for (``fr_FR.UTF-8`` gives ``fr``)."""
    found = normalize(value)
    if found is None:
        raise argparse.ArgumentTypeError(_unknown_language(value))
    return found


def _unknown_language(value: str) -> str:
    return _(
        "no language {lang}; expected one of {languages}",
        lang=repr(value),
        languages=", ".join(available_languages()),
    )


def _add_lang(parser: argparse.ArgumentParser, *, default: object) -> None:
    parser.add_argument(
        "--lang",
        type=_language,
        default=default,
        metavar="LANG",
        help=_(
            "the language of messages, of the game and of rulebooks ({languages}; default: "
            "from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else English messages and a French "
            "game and rulebook)",
            languages=", ".join(available_languages()),
        ),
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used to document every command), its help in the language of
    messages (:func:`~belote_spec.i18n.message_language`)."""
    parser = argparse.ArgumentParser(
        prog="belote-spec",
        description=_("The rules of Belote as data: list, validate, show and compare variants."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"belote-spec {__version__}",
        help=_("show program's version number and exit"),
    )
    _add_lang(parser, default=None)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def command(name: str, help: str) -> argparse.ArgumentParser:
        # --lang is taken after the command too; SUPPRESS: not given there, the global one
        # (or None) stays
        each = sub.add_parser(name, help=help)
        _add_lang(each, default=argparse.SUPPRESS)
        return each

    p = command("list", _("list the variants and their options"))
    p.add_argument("--all", action="store_true", help=_("include abstract variants (base)"))
    p.add_argument(
        "--plugins",
        action="store_true",
        help=_("list the plugins and variant packages installed, and whether each loads"),
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=cmd_list)

    p = command("validate", _("validate variant files; non-zero exit on problems"))
    p.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help=_("variant files, folders (with their subfolders) or names"),
    )
    p.add_argument("-q", "--quiet", action="store_true", help=_("print problems only"))
    p.add_argument(
        "--max-combinations",
        type=int,
        default=DEFAULT_MAX_COMBINATIONS,
        metavar="N",
        help=_(
            "combinations of options to check per variant file (default {default}; 0: all of them)",
            default=DEFAULT_MAX_COMBINATIONS,
        ),
    )
    p.set_defaults(func=cmd_validate)

    p = command("show", _("show a resolved variant with its sources"))
    p.add_argument(
        "variant", metavar="NAME[+OPTION...]", help=_("variant name or file, with options")
    )
    p.add_argument(
        "--json", action="store_true", help=_("print JSON (no path of this machine in it)")
    )
    p.add_argument("--no-sources", action="store_true", help=_("omit citations"))
    p.set_defaults(func=cmd_show)

    p = command(
        "export", _("write a resolved variant as a versioned JSON document, for other programs")
    )
    p.add_argument(
        "variant",
        nargs="?",
        default=None,
        metavar="VARIANT[+OPTION...]",
        help=_("variant name or file, with options"),
    )
    p.add_argument(
        "--format", choices=["json"], default="json", help=_("the document's format (json)")
    )
    p.add_argument("-o", "--output", metavar="FILE", default=None, help=_("write here, not stdout"))
    p.add_argument("--force", action="store_true", help=_("let -o replace an existing file"))
    p.add_argument(
        "--schema",
        action="store_true",
        help=_("print the document's JSON Schema instead, as one self-contained file"),
    )
    p.set_defaults(func=cmd_export)

    p = command("diff", _("compare two variants rule by rule, with citations"))
    p.add_argument("a", metavar="A", help=_("first variant (NAME[+OPTION...] or file)"))
    p.add_argument("b", metavar="B", help=_("second variant"))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=cmd_diff)

    p = command("play", _("watch four bots play a game, or play South yourself"))
    p.add_argument(
        "variant",
        nargs="?",
        default="classic",
        metavar="VARIANT[+OPTION...]",
        help=_("variant name or file, with options (default: classic)"),
    )
    p.add_argument("--seed", type=int, default=None, help=_("seed for shuffles, cuts and bots"))
    p.add_argument("--human", metavar="SEAT", default=None, help=_("play this seat yourself (S)"))
    p.add_argument("--save", metavar="FILE", default=None, help=_("write the game record here"))
    p.add_argument(
        "--force", action="store_true", help=_("let --save replace an existing record file")
    )
    p.add_argument("--target", type=int, default=None, help=_("points that end the game"))
    p.add_argument(
        "--bot",
        default=None,
        metavar="NAME",
        help=_(
            "the bots: {names}, or MODULE:CLASS for another bot (default: heuristic)",
            names=", ".join(BOT_NAMES),
        ),
    )
    p.add_argument(
        "--bots",
        choices=["heuristic", "random"],
        default=None,
        help=_("the bots' level (the former option: --bot takes any bot)"),
    )
    p.set_defaults(func=cmd_play)

    p = command(
        "match",
        _(
            "play duplicate deals between two bots (each deal twice, the teams exchanged) and "
            "print the mean point difference per deal with its confidence interval"
        ),
    )
    p.add_argument(
        "bot_a",
        metavar="BOT_A",
        help=_(
            "the first bot: {names}, or MODULE:CLASS for another bot",
            names=", ".join(BOT_NAMES),
        ),
    )
    p.add_argument("bot_b", metavar="BOT_B", help=_("the second bot, named the same way"))
    p.add_argument(
        "variant", metavar="VARIANT[+OPTION...]", help=_("variant name or file, with options")
    )
    p.add_argument(
        "--deals",
        type=int,
        default=DEFAULT_MATCH_DEALS,
        metavar="N",
        help=_(
            "deals to play, each twice (default {default}; at most {max})",
            default=DEFAULT_MATCH_DEALS,
            max=MAX_MATCH_DEALS,
        ),
    )
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help=_("seed of the deals and of the bots (default 0): the same seed, the same match"),
    )
    p.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="J",
        help=_(
            "worker processes (default 1; at most {max}); the numbers do not depend on it",
            max=MAX_MATCH_JOBS,
        ),
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=cmd_match)

    p = command("replay", _("re-check a game record and recompute every score"))
    p.add_argument("file", metavar="FILE", help=_("a game record written by play --save"))
    p.set_defaults(func=cmd_replay)

    p = command(
        "coverage",
        _(
            "which scenarios cover each rule value (run it, with --record; else name it); exit 1 "
            "on a gap"
        ),
    )
    p.add_argument("--features", default="features", metavar="DIR", help=_("the feature files"))
    p.add_argument(
        "--variants",
        metavar="DIR",
        help=_("the coverage of the variant files of DIR (default: the shipped variants)"),
    )
    p.add_argument(
        "--record",
        metavar="FILE",
        nargs="?",
        const="",
        help=_(
            "count the rule values each scenario runs, from the record of a run written by "
            "pytest --belote-coverage=FILE (FILE: {file} beside the features folder when not "
            "given); without it, a scenario covers the rule values it names",
            file=".belote-coverage.json",
        ),
    )
    p.add_argument("-v", "--verbose", action="store_true", help=_("list the scenarios"))
    p.add_argument("--gaps-only", action="store_true", help=_("only the values without scenario"))
    p.set_defaults(func=cmd_coverage)

    p = command("rulebook", _("write a standalone HTML rulebook of a variant"))
    p.add_argument(
        "variant", metavar="VARIANT[+OPTION...]", help=_("variant name or file, with options")
    )
    p.add_argument("-o", "--output", required=True, metavar="DIR", help=_("folder to write into"))
    p.add_argument(
        "--force",
        action="store_true",
        help=_("write into a non-empty folder this command did not write (no file is deleted)"),
    )
    p.set_defaults(func=cmd_rulebook)

    p = command(
        "simulate",
        _("play many deals or games and report their statistics; compare variants"),
    )
    from .simulation.arguments import add_arguments

    add_arguments(p)
    p.set_defaults(func=cmd_simulate)

    p = command(
        "new", _("write a starter repository: a variant, a French scenario, pytest's files")
    )
    p.add_argument("name", metavar="NAME", help=_("the new variant's name (mon-club)"))
    p.add_argument(
        "--extends",
        default="classic",
        metavar="VARIANT",
        help=_("its parent (default: classic)"),
    )
    p.add_argument(
        "-o", "--output", metavar="DIR", help=_("the repository's folder (default: ./NAME)")
    )
    p.add_argument("--force", action="store_true", help=_("replace files already there"))
    p.set_defaults(func=cmd_new)

    p = command("schema", _("print the variant JSON Schema"))
    p.add_argument(
        "--write",
        metavar="DIR",
        default=None,
        help=_(
            "write the schema into DIR for an editor (in --lang, else refresh the languages "
            "already there), instead of printing it"
        ),
    )
    p.add_argument(
        "--force",
        action="store_true",
        help=_("let --write replace a file of the same name that is not a belote-spec schema"),
    )
    p.set_defaults(func=cmd_schema)
    return parser


#: argparse's own words (its ``gettext`` calls, in Python 3.11's argparse.py), listed here so
#: that Babel extracts them into this part's catalog: :func:`argparse_translated` points
#: argparse's ``_`` and ``ngettext`` at the catalogs while the command line runs. Copied
#: exactly, ``%`` placeholders and all (argparse formats them itself).
ARGPARSE_MESSAGES = (
    N_("usage: "),
    # TRANSLATORS: a heading of the help; argparse writes ':' right after it (French ends the
    # heading with a space, to read "arguments positionnels :")
    N_("positional arguments"),
    # TRANSLATORS: a heading of the help, as "positional arguments"
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)


def _argparse_gettext(message: Any) -> Any:
    # argparse also passes None (a subparsers group's description)
    return translator()._(message) if isinstance(message, str) and message else message


def _argparse_ngettext(singular: str, plural: str, n: int) -> str:
    if singular == "expected %s argument":
        # the plural forms of argparse's one plural message, extracted from here
        return translator().ngettext("expected %s argument", "expected %s arguments", n)
    return singular if n == 1 else plural


@contextmanager
def argparse_translated() -> Iterator[None]:
    """argparse's own words in the language of messages, restored after (the command line
    may run inside a program: its own parsers keep theirs)."""
    saved = argparse.__dict__["_"], argparse.__dict__["ngettext"]
    argparse.__dict__["_"], argparse.__dict__["ngettext"] = _argparse_gettext, _argparse_ngettext
    try:
        yield
    finally:
        argparse.__dict__["_"], argparse.__dict__["ngettext"] = saved


def _language_asked(argv: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` (or ``--lang=``) in ``argv``, wherever it is (before
    the command or after it), read before the parser is built so that its help is in that
    language; None when there is none."""
    found: str | None = None
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            found = argv[i + 1]
            i += 2
            continue
        if arg.startswith("--lang="):
            found = arg.removeprefix("--lang=")
        i += 1
    return found


#: The warnings a command has already printed: each is said once per command, however many
#: times the code meets it (a variant hidden by another is met at every lookup of a name).
_WARNINGS_SAID: ContextVar[set[str] | None] = ContextVar("belote_spec_warnings_said", default=None)


def _warning_printer(command: str) -> Callable[..., None]:
    """``warnings.showwarning`` for a command: ``belote-spec CMD: warning: MESSAGE``, once."""

    def show(message: Warning | str, *_args: object, **_kwargs: object) -> None:
        text = escape_controls(str(message))
        said = _WARNINGS_SAID.get()
        if said is not None:
            if text in said:
                return
            said.add(text)
        _say(command, _("warning: {message}", message=text))

    return show


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    Every text it prints is in the language of ``--lang`` (before or after the command), else
    the environment's (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else the
    default of its audience: English messages, French game table and rulebooks. The choice
    holds for the whole command and is undone after it."""
    token = _WARNINGS_SAID.set(set())
    try:
        with warnings.catch_warnings():  # a warning before the command runs: one line too
            warnings.showwarning = _warning_printer("")
            return _main_in_language(list(sys.argv[1:] if argv is None else argv))
    finally:
        _WARNINGS_SAID.reset(token)


def _main_in_language(arguments: list[str]) -> int:
    asked = _language_asked(arguments)
    lang = None if asked is None else normalize(asked)
    if asked is not None and lang is None:
        print(f"belote-spec: --lang: {_unknown_language(asked)}", file=sys.stderr)
        return EXIT_USAGE
    if lang is None or lang == chosen_language():
        with argparse_translated():
            return _main(arguments)
    with use_language(lang), argparse_translated():
        return _main(arguments)


def _main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.lang is not None and args.lang != chosen_language():
        with use_language(args.lang):  # an abbreviation (--lan en) that argv's scan missed
            return _run(parser, args)
    return _run(parser, args)


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        with warnings.catch_warnings():  # a warning is one line of the command's, not Python's
            warnings.showwarning = _warning_printer(str(args.command))
            status: int = args.func(args)
    except VariantError as exc:
        _print_error(exc)
        return EXIT_PROBLEMS
    except BrokenPipeError:  # e.g. piped into head: stop quietly
        _silence_stdout()
        return EXIT_OK
    except OSError as exc:  # a file or folder that cannot be read or written
        where = f"{exc.filename}: " if exc.filename else ""
        _say(str(args.command), f"{where}{exc.strerror or exc}")
        return EXIT_PROBLEMS
    except KeyboardInterrupt:  # Ctrl-C: stop without a traceback (nothing is half-written:
        # rulebook writes into its folder last, play keeps its record)
        print(f"\nbelote-spec {args.command}: " + _("interrupted"), file=sys.stderr)
        return 130
    except (Exception, SystemExit) as exc:
        # a third-party plugin's code failing (its kernel in a rulebook example, a replay...,
        # or calling sys.exit) is the plugin's failure, said as such; anything else is a bug
        # of belote-spec and keeps its traceback
        from .pluginmanager import any_plugin_at_fault

        who = any_plugin_at_fault(exc)
        if who is None:
            raise
        _say(
            str(args.command),
            _(
                "{plugin} failed: {error}: {message}",
                plugin=who,
                error=type(exc).__name__,
                message=escape_controls(str(exc))[:500],
            ),
        )
        return EXIT_PROBLEMS
    return status


def _silence_stdout() -> None:
    """After a broken pipe, send what is left of stdout nowhere, so that Python's flush at exit
    does not print a second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # pragma: no cover - stdout without a file descriptor
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
