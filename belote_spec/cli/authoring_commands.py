"""The commands of a rule maintainer writing variants: ``validate`` (each variant file and
the combinations of its options loaded, compiled, played and written), ``coverage``,
``new`` (a starter repository) and ``schema``."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from ..checks import check_playable_target
from ..errors import Problem, VariantError, escape_controls
from ..i18n import _, chosen_language, translator
from ..loader import OptionInfo, Variant, load_variant, parse_variant_spec, required_options
from ..schema import localized_schema_text, schema_text
from ..yamlsafe import KeyPath, dotted
from .console import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, _emit, _say

if TYPE_CHECKING:
    from ..coverage import Coverage, Scenario
    from ..engine.rules import Rules

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
    from ..bots.duplicate import decide
    from ..bots.heuristic import RandomBot

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
    from ..rulebook.render import rulebook_texts

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
    from ..schema import rule_paths

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


def cmd_coverage(args: argparse.Namespace) -> int:
    """Report which scenarios cover each rule value (by running it, with ``--record``; else
    by naming it); exit 1 if a shipped value has none."""
    from ..coverage import RECORD_FILE, rule_coverage

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
    from ..bdd.starter import StarterError, check_name, write_starter
    from ..loader import variant_files

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

    from ..extras import install_command, missing_modules

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
    from ..atomic_files import write_atomically
    from ..bdd.starter import starter_language
    from ..schema import LOCALIZED_LANGUAGES, SCHEMA_BASE, schema_file
    from ..yamlsafe import RefusedFile, read_bounded

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
