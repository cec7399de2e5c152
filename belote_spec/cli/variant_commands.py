"""The commands that read variants and write them out: ``list``, ``show``, ``diff``,
``export`` and ``rulebook``."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

from ..compare import diff_variants, format_value
from ..i18n import _, output_language, translator
from ..loader import Variant, list_variants
from .console import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, _emit, _load, _say, _table


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
    from ..pluginmanager import installed_plugins

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
    from ..export import bundled_schema_text, export_json

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
    from ..atomic_files import write_atomically

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
    from ..loader import thaw

    return thaw(value)


def cmd_rulebook(args: argparse.Namespace) -> int:
    """Write a standalone HTML rulebook of a variant (built with Sphinx)."""
    from ..rulebook.standalone import RulebookError, build_rulebook

    lang = output_language()  # --lang, else the environment, else French
    try:
        index = build_rulebook(args.variant, Path(args.output), lang=lang, force=args.force)
    except RulebookError as exc:
        _say("rulebook", str(exc))
        return EXIT_PROBLEMS
    _emit([_("rulebook of {variant} written to {file}", variant=args.variant, file=index)])
    return EXIT_OK
