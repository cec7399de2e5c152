"""Sphinx extension of belote-spec: rulebooks, comparisons and references generated from the
variant files and computed by the rules engine.

Enable it in ``conf.py``::

    extensions = ["belote_spec.rulebook.sphinxext"]

It adds a ``belote`` domain with these directives (each takes ``:lang: fr`` or ``:lang: en``;
the default is French, or ``belote_lang`` from ``conf.py``):

``.. belote:rulebook:: classic``
    The whole rulebook of a variant, with its options applied (``club+vache``) or from a file
    (``variants/mine.yaml``, relative to the document, like ``literalinclude``).
``.. belote:cards::``, ``deal``, ``bidding``, ``play``, ``annonces``, ``scoring``…
    One part of a rulebook (also ``overview``, ``options`` and ``sources``): card order and
    points tables for each mode; dealing and bidding; the play obligations as numbered rules
    with positions computed by the engine; annonces and belote; scoring with deals scored by
    the engine, and the end of the game.
``.. belote:compare:: classic club traditional bridgee``
    A matrix of the rules on which the variants differ (``:all:`` for every rule); without
    arguments, of every shipped variant.
``.. belote:schema::``
    The reference of every key of a variant file.
``.. belote:cli:: [COMMAND]``
    The usage and arguments of a ``belote-spec`` command, from the program's own parser.
``.. belote:position:: VARIANT`` (``:trump:``, ``:trick:``, ``:hand:``)
    One position of the card play and the cards the engine allows in it.
``.. belote:score:: VARIANT`` (``:contract:``, ``:points:``, ``:annonces:``, ``:belote:``…)
    One deal scored by the engine.

and roles ``:belote:card:`V♥ 9♥``` (cards in colour) and ``:belote:rule:`play.undertrump```
(a link to the rule's entry in the schema reference).

Every variant file a directive reads is recorded as a dependency of the document, so that
editing a rule rebuilds the pages that show it.

With ``belote_rulebook_pages = {"regles": "fr", "en/rules": "en"}`` in ``conf.py``, each
folder gets a rulebook page (``regles/classic.rst``) for every shipped variant that has none,
when the build starts; a ``:glob:`` toctree then lists them all, so that a new variant file
needs no hand edit of the documentation.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterable, Iterator, Sequence, Set
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, Final

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.builders import Builder
from sphinx.domains import Domain, ObjType
from sphinx.environment import BuildEnvironment
from sphinx.roles import XRefRole
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole
from sphinx.util.nodes import make_refnode
from sphinx.util.typing import ExtensionMetadata, OptionSpec

from ..cards import CardError, parse_card, parse_cards, parse_trump
from ..engine.rules import Rules
from ..errors import VariantError
from ..i18n import translator, use_language
from ..loader import (
    Variant,
    builtin_variant_dir,
    list_variants,
    load_variant,
    parse_variant_spec,
)
from ..schema import rule_paths
from ..version import __version__
from .examples import play_position
from .render import (
    PARTS,
    Ctx,
    IdMaker,
    cards_node,
    compare_nodes,
    para,
    position_node,
    rulebook_nodes,
    schema_nodes,
    score_node,
)
from .standalone import CONF_SPEC, is_variant_path
from .words import DEFAULT_LANG, LANGS, Lang, check_lang

__all__ = ["STATIC_DIR", "BeloteDomain", "setup"]

logger = logging.getLogger(__name__)

#: The folder of ``belote.css``, added to the HTML static path.
STATIC_DIR: Final = Path(__file__).resolve().parent / "static"


def _lang_option(value: str | None) -> str:
    return check_lang((value or "").strip())


def default_lang(env: BuildEnvironment) -> Lang:
    """``belote_lang`` from conf.py (``"fr"``, ``"en"`` or any language with a catalog),
    French when it is not set: French comes first, another language is chosen per directive
    (``:lang: en``) or for a whole project."""
    configured = env.config.belote_lang
    return check_lang(str(configured)) if configured else DEFAULT_LANG


# ------------------------------------------------------------------------------ base directive


class BeloteDirective(SphinxDirective):
    """Common parts: the language option, loading variants, ids, references to rules."""

    option_spec: ClassVar[OptionSpec] = {"lang": _lang_option}

    @property
    def lang(self) -> Lang:
        """The language of this directive's text."""
        value = self.options.get("lang")
        return check_lang(value) if value else default_lang(self.env)

    def warn(self, message: str) -> list[nodes.Node]:
        """Log a warning at this directive (an error with ``-W``) and produce nothing."""
        logger.warning("%s: %s", self.name, message, location=self.get_location(), type="belote")
        return []

    def load(self, spec: str) -> Variant:
        """Load a variant by name (``club+vache``) or by a file path relative to the current
        document (``variants/mine.yaml+option``); record its files as dependencies."""
        name, options = parse_variant_spec(spec)
        if is_variant_path(name):
            _rel, absolute = self.env.relfn2path(name, self.env.docname)
            variant = load_variant(Path(absolute), options)
        else:
            variant = load_variant(spec)
        self.note_files(variant)
        return variant

    def note_files(self, variant: Variant) -> None:
        """Record the files of ``variant`` as dependencies of the current document, so that
        editing one of them rebuilds it."""
        for file in variant.files:
            self.env.note_dependency(str(Path(file).resolve()))

    def id_maker(self) -> IdMaker:
        """Ids unique in the current document."""
        return IdMaker(self.state.document.ids.__contains__)

    def rule_ref(self, lang: Lang) -> Any:
        """A function making a reference to a rule path's entry in the schema reference."""

        def ref(path: str) -> nodes.Node:
            node = pending_xref(
                "",
                refdomain="belote",
                reftype="rule",
                reftarget=path,
                refexplicit=True,
                refwarn=False,
                belote_lang=lang,
            )
            node += nodes.literal(path, path, classes=["belote-key"])
            return node

        return ref

    def register(self, produced: Iterable[nodes.Node]) -> None:
        """Record every id of the produced nodes in the document."""
        document = self.state.document
        for top in produced:
            for node in top.findall(nodes.Element):
                if node["ids"]:
                    document.set_id(node)

    def variant_error(self, spec: str, exc: VariantError) -> list[nodes.Node]:
        """The warning for a variant that does not load."""
        problems = "; ".join(str(p) for p in exc.problems)
        return self.warn(
            translator()._(
                "cannot load variant {spec}: {problems}", spec=repr(spec), problems=problems
            )
        )


class VariantDirective(BeloteDirective):
    """A directive about one variant, named by its single argument (``club+vache`` or a file):
    :meth:`run` loads and compiles it, or warns, and subclasses :meth:`render` it."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        spec = self.arguments[0]
        if spec == CONF_SPEC:  # the variant named in conf.py (belote-spec rulebook's project)
            spec = str(self.config.belote_rulebook_spec)
            if not spec:
                return self.warn(f"{CONF_SPEC}: conf.py sets no belote_rulebook_spec")
        try:
            variant = self.load(spec)
            rules = variant.compile()
        except VariantError as exc:
            return self.variant_error(spec, exc)
        return self.render(variant, rules)

    def render(self, variant: Variant, rules: Rules) -> list[nodes.Node]:
        """The nodes of this directive for the loaded variant and its compiled rules."""
        raise NotImplementedError

    def context(self, variant: Variant, rules: Rules) -> Ctx:
        """The renderer's context for ``variant`` in this directive's language, with ids unique
        in the document and references to the schema reference."""
        lang = self.lang
        return Ctx(variant, rules, lang, ids=self.id_maker(), rule_ref=self.rule_ref(lang))


# ------------------------------------------------------------------------------ rulebooks


class PartDirective(VariantDirective):
    """A whole rulebook, or one part of it."""

    optional_arguments = 0
    final_argument_whitespace = False
    part: ClassVar[str] = "rulebook"

    def render(self, variant: Variant, rules: Rules) -> list[nodes.Node]:
        ctx = self.context(variant, rules)
        produced = rulebook_nodes(ctx, self.part)
        self.register(produced)
        return produced


def _part_directive(part: str) -> type[PartDirective]:
    return type(
        f"{part.title().replace('-', '')}Directive",
        (PartDirective,),
        {"part": part, "__doc__": f"The ``{part}`` part of a rulebook."},
    )


# ------------------------------------------------------------------------------ comparison


def shipped_variants() -> list[Variant]:
    """Every shipped, playable variant (``list_variants()``: abstract ones and files that do
    not load are left out), by name."""
    out = []
    for info in list_variants():
        if info.origin != "builtin" or info.problems or info.abstract:
            continue
        out.append(load_variant(info.path))
    return out


class CompareDirective(BeloteDirective):
    """A matrix of the rules of several variants; without arguments, of every shipped
    variant (``list_variants()``), so that a new variant file appears in it unasked."""

    required_arguments = 0
    optional_arguments = 40
    final_argument_whitespace = False
    option_spec: ClassVar[OptionSpec] = {"lang": _lang_option, "all": directives.flag}

    def run(self) -> list[nodes.Node]:
        variants = []
        if not self.arguments:
            variants = shipped_variants()
            for variant in variants:
                self.note_files(variant)
            # a new variant file must rebuild the page: depend on the folder itself too
            self.env.note_dependency(str(builtin_variant_dir()))
            if len(variants) < 2:
                return self.warn(translator()._("fewer than two shipped variants to compare"))
        for spec in self.arguments:
            try:
                variants.append(self.load(spec))
            except VariantError as exc:
                return self.variant_error(spec, exc)
        lang = self.lang
        produced = compare_nodes(
            variants,
            lang,
            ids=self.id_maker(),
            rule_ref=self.rule_ref(lang),
            everything="all" in self.options,
        )
        self.register(produced)
        return produced


# ------------------------------------------------------------------------------ schema reference


class SchemaDirective(BeloteDirective):
    """The reference of every key of a variant file."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        lang = self.lang
        shipped = []
        for info in list_variants():
            if info.problems:
                continue
            variant = load_variant(info.path)
            shipped.append(variant)
            self.note_files(variant)
        ids = self.id_maker()
        domain = self.env.domains["belote"]
        assert isinstance(domain, BeloteDomain)

        anchors: dict[str, str] = {}

        def anchor(path: str) -> str:
            new = ids.make("rule", path)
            anchors[path] = new
            domain.note_rule(lang, path, self.env.docname, new)
            return new

        produced = schema_nodes(lang, ids=ids, shipped=shipped, anchor=anchor)
        for group in rule_paths(groups=True):
            if group not in anchors:
                first = next((a for p, a in anchors.items() if p.startswith(group + ".")), None)
                if first is not None:
                    domain.note_rule(lang, group, self.env.docname, first)
        self.register(produced)
        return produced


# ------------------------------------------------------------------------------ command line


@contextmanager
def _columns(width: int) -> Iterator[None]:
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(width)
    try:
        yield
    finally:
        if old is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = old


def _subparsers(
    parser: argparse.ArgumentParser,
) -> argparse._SubParsersAction[argparse.ArgumentParser] | None:
    """The action holding the commands of ``parser``, if it has commands."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action
    return None


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    action = _subparsers(parser)
    return {} if action is None else dict(action.choices)


def _subcommand_help(parser: argparse.ArgumentParser) -> dict[str, str]:
    action = _subparsers(parser)
    return {} if action is None else {a.dest: a.help or "" for a in action._choices_actions}


class CliDirective(BeloteDirective):
    """The usage and arguments of the ``belote-spec`` program or of one of its commands."""

    required_arguments = 0
    optional_arguments = 1

    def run(self) -> list[nodes.Node]:
        from ..cli import argparse_translated, build_parser

        lang = self.lang
        # The help of the page's language: the parser's strings are translated when it is
        # built, argparse's own words ("usage:") while it formats.
        with use_language(lang), argparse_translated():
            return self._run(build_parser(), lang)

    def _run(self, parser: argparse.ArgumentParser, lang: str) -> list[nodes.Node]:
        commands = _subcommands(parser)
        helps = _subcommand_help(parser)
        name = self.arguments[0] if self.arguments else ""
        if name and name not in commands:
            known = ", ".join(sorted(commands))
            return self.warn(
                translator()._(
                    "no command {name} in belote-spec (commands: {known})",
                    name=repr(name),
                    known=known,
                )
            )
        target = commands[name] if name else parser
        with _columns(88):
            usage = target.format_usage().strip()
        box = nodes.container(classes=["belote-cli", f"belote-cli-{name or 'main'}"])
        box += nodes.literal_block(usage, usage, language="none")
        summary = helps.get(name, "") if name else (parser.description or "")
        if summary:
            box += para(summary[0].upper() + summary[1:] + ".", lang=lang)
        rows: list[Sequence[nodes.Node | str]] = []
        for action in target._actions:
            if isinstance(action, argparse._HelpAction | argparse._SubParsersAction):
                continue
            names = ", ".join(action.option_strings) or (action.metavar or action.dest)
            if isinstance(names, tuple):
                names = " ".join(names)
            label = nodes.paragraph()
            label += nodes.literal(str(names), str(names))
            details = action.help or ""
            tr_ = translator(lang)
            if action.choices:
                choices = ", ".join(str(c) for c in action.choices)
                details += tr_._(" (choices: {choices})", choices=choices)
            if action.default not in (None, False, argparse.SUPPRESS) and action.option_strings:
                details += tr_._(" (default: {default})", default=action.default)
            rows.append([label, details])
        if not name and commands:
            for command in commands:
                label = nodes.paragraph()
                label += nodes.literal(command, command)
                rows.append([label, helps.get(command, "")])
        if rows:
            from .render import make_table

            box += make_table(
                rows,
                header=[
                    translator(lang).pgettext("table heading", "Argument"),
                    translator(lang).pgettext("table heading", "Meaning"),
                ],
                lang=lang,
                classes=["belote-cli-args"],
            )
        return [box]


# ------------------------------------------------------------------------------ examples


def _pairs(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in text.replace(",", " ").split():
        key, _, value = item.partition("=")
        out[key.strip().upper()] = int(value)
    return out


class PositionDirective(VariantDirective):
    """One position of the card play, and the cards the engine allows in it::

    .. belote:position:: classic
       :trump: H
       :trick: N:A♠ W:9♥
       :hand: A♥ 7♥ R♦ 10♣ 8♣
    """

    option_spec: ClassVar[OptionSpec] = {
        "lang": _lang_option,
        "trump": directives.unchanged_required,
        "trick": directives.unchanged,
        "hand": directives.unchanged_required,
    }

    def render(self, variant: Variant, rules: Rules) -> list[nodes.Node]:
        try:
            trick = []
            for item in str(self.options.get("trick", "")).split():
                seat, _, card = item.partition(":")
                trick.append((seat.strip().upper(), parse_card(card)))
            hand = parse_cards(str(self.options.get("hand", "")))
            trump = str(self.options.get("trump", "H")).strip().upper()
            ctx = self.context(variant, rules)
            pos = play_position(rules, ctx.lang, trump=trump, trick=trick, hand=hand)
        except (CardError, ValueError, KeyError) as exc:
            return self.warn(translator()._("bad position: {problem}", problem=exc))
        node = position_node(ctx, pos)
        self.register([node])
        return [node]


class ScoreDirective(VariantDirective):
    """One deal scored by the engine. ``:contract:`` is the taker's team, then in any order
    the trump, the bid (a number or ``capot``) and ``contre`` or ``surcontre``::

        .. belote:score:: classic
           :contract: NS H
           :points: NS=95 EW=67
           :annonces: NS=20
           :belote: NS
    """

    option_spec: ClassVar[OptionSpec] = {
        "lang": _lang_option,
        "contract": directives.unchanged_required,
        "points": directives.unchanged_required,
        "annonces": directives.unchanged,
        "belote": directives.unchanged,
        "capot": directives.unchanged,
        "title": directives.unchanged,
    }

    def render(self, variant: Variant, rules: Rules) -> list[nodes.Node]:
        from .examples import ScoreExample, _comment

        lang = self.lang
        try:
            words = str(self.options.get("contract", "NS H")).split()
            contract: dict[str, Any] = {"taker": words[0].upper(), "trump": "H"}
            contract["bid"] = None
            contract["contre"] = 0
            for word in words[1:]:
                lowered = word.lower()
                if word.isdigit():
                    contract["bid"] = int(word)
                elif lowered == "capot":
                    contract["bid"] = "capot"
                elif lowered in ("contre", "contré"):
                    contract["contre"] = 1
                elif lowered in ("surcontre", "surcontré"):
                    contract["contre"] = 2
                else:
                    contract["trump"] = parse_trump(word)
            points = _pairs(str(self.options.get("points", "")))
            annonces = _pairs(str(self.options.get("annonces", "")))
            belote = str(self.options.get("belote", "")).strip().upper() or None
            capot = str(self.options.get("capot", "")).strip().upper() or None
            score = rules.score_deal(
                contract, points, belote=belote, declarations=annonces, capot=capot
            )
        except (VariantError, ValueError, KeyError, IndexError) as exc:
            return self.warn(translator()._("bad deal: {problem}", problem=exc))
        example = ScoreExample(
            key="deal",
            title=str(
                self.options.get("title")
                or translator(lang).pgettext("example title", "Computed deal")
            ),
            contract=contract,
            points=points,
            annonces={"NS": annonces.get("NS", 0), "EW": annonces.get("EW", 0)},
            belote=belote,
            capot=capot,
            score=score,
            comment=tuple(_comment(score, contract, lang)),
        )
        node = score_node(self.context(variant, rules), example)
        self.register([node])
        return [node]


# ------------------------------------------------------------------------------ roles


class CardRole(SphinxRole):
    """``:belote:card:`V♥ 9♥ A♦``` — cards in colour."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        try:
            cards = parse_cards(self.text)
        except CardError as exc:
            message = self.inliner.reporter.error(
                f"{self.name}: {str(exc).splitlines()[0]}", line=self.lineno
            )
            problem = self.inliner.problematic(self.rawtext, self.rawtext, message)
            return [problem], [message]
        return [cards_node(cards, default_lang(self.env))], []


# ------------------------------------------------------------------------------ the domain


class BeloteDomain(Domain):
    """The ``belote`` domain: the directives and roles above, and the rule paths of the schema
    reference as cross-reference targets (``:belote:rule:`play.undertrump```)."""

    name = "belote"
    label = "belote-spec"
    object_types: ClassVar[dict[str, ObjType]] = {"rule": ObjType("rule", "rule")}
    directives: ClassVar[dict[str, type[Any]]] = {
        **{part: _part_directive(part) for part in PARTS},
        "compare": CompareDirective,
        "schema": SchemaDirective,
        "cli": CliDirective,
        "position": PositionDirective,
        "score": ScoreDirective,
    }
    roles: ClassVar[dict[str, Any]] = {
        "rule": XRefRole(),
        "card": CardRole(),
        "cards": CardRole(),
    }
    initial_data: ClassVar[dict[str, Any]] = {"rules": {}}
    data_version = 1

    @property
    def rules(self) -> dict[tuple[str, str], tuple[str, str]]:
        """(language, rule path) → (document, anchor) of the schema reference entries."""
        found: dict[tuple[str, str], tuple[str, str]] = self.data.setdefault("rules", {})
        return found

    def note_rule(self, lang: str, path: str, docname: str, anchor: str) -> None:
        """Record the schema reference entry of a rule path (the first one wins)."""
        self.rules.setdefault((lang, path), (docname, anchor))

    def clear_doc(self, docname: str) -> None:
        for key, (doc, _anchor) in list(self.rules.items()):
            if doc == docname:
                del self.rules[key]

    def merge_domaindata(self, docnames: Set[str], otherdata: dict[str, Any]) -> None:
        for key, (doc, anchor) in otherdata.get("rules", {}).items():
            if doc in docnames:
                self.rules.setdefault(key, (doc, anchor))

    def _find(self, target: str, lang: str) -> tuple[str, str] | None:
        for key in ((lang, target), *((known, target) for known in LANGS)):
            if key in self.rules:
                return self.rules[key]
        return None

    def resolve_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        typ: str,
        target: str,
        node: pending_xref,
        contnode: nodes.Element,
    ) -> nodes.reference | None:
        found = self._find(target, str(node.get("belote_lang", default_lang(env))))
        if found is None:
            return None
        docname, anchor = found
        return make_refnode(builder, fromdocname, docname, anchor, contnode, target)

    def resolve_any_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        target: str,
        node: pending_xref,
        contnode: nodes.Element,
    ) -> list[tuple[str, nodes.reference]]:
        ref = self.resolve_xref(env, fromdocname, builder, "rule", target, node, contnode)
        return [] if ref is None else [("belote:rule", ref)]

    def get_objects(self) -> Iterator[tuple[str, str, str, str, str, int]]:
        for (lang, path), (docname, anchor) in sorted(self.rules.items()):
            if lang == DEFAULT_LANG or (DEFAULT_LANG, path) not in self.rules:
                yield path, path, "rule", docname, anchor, 1


# ------------------------------------------------------------------------------ setup


#: The first line of a rulebook page written by :func:`write_rulebook_pages`.
GENERATED_MARK: Final = ".. belote-spec: rulebook page of a shipped variant"


def rulebook_page(name: str, lang: Lang) -> str:
    """The source of the rulebook page of the shipped variant ``name``."""
    return (
        f"{GENERATED_MARK} (written by belote_spec.rulebook.sphinxext\n"
        "   when the variant had no page; edit it freely, it is never overwritten).\n\n"
        f".. belote:rulebook:: {name}\n"
        f"   :lang: {lang}\n"
    )


def write_rulebook_pages(srcdir: Path, pages: dict[str, str]) -> list[Path]:
    """Write the missing rulebook page of each shipped variant into each folder of ``pages``
    (``{"regles": "fr", "en/rules": "en"}``), and remove the pages this function wrote for
    a variant that is no longer shipped, as it wrote them: a page that was edited, or copied
    under another name, is the user's and is never removed. Returns the files written."""
    names = {v.name for v in shipped_variants()}
    written: list[Path] = []
    for folder, lang in pages.items():
        where = srcdir / folder
        where.mkdir(parents=True, exist_ok=True)
        for name in sorted(names):
            page = where / f"{name}.rst"
            if not page.exists():
                page.write_text(rulebook_page(name, check_lang(lang)), encoding="utf-8")
                written.append(page)
        as_written = rulebook_page  # what this function writes for a page's name
        for page in where.glob("*.rst"):
            if page.stem in names or page.stem == "index" or page.is_symlink():
                continue
            try:
                if not page.is_file() or page.stat().st_size > 4096:
                    continue
                text = page.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            if text == as_written(page.stem, check_lang(lang)):
                page.unlink()
    return written


def _write_pages(app: Sphinx) -> None:
    pages = app.config.belote_rulebook_pages
    if pages:
        for page in write_rulebook_pages(Path(app.srcdir), dict(pages)):
            logger.info("belote-spec: wrote the rulebook page %s", page)


def _add_static(app: Sphinx) -> None:
    if app.builder.format == "html":
        static = str(STATIC_DIR)
        if static not in app.config.html_static_path:
            app.config.html_static_path.append(static)


def setup(app: Sphinx) -> ExtensionMetadata:
    """Register the domain, the configuration value ``belote_lang`` and the stylesheet."""
    app.add_config_value("belote_lang", "", "env", types=frozenset({str}))
    app.add_config_value("belote_rulebook_pages", {}, "env", types=frozenset({dict}))
    app.add_config_value("belote_rulebook_spec", "", "env", types=frozenset({str}))
    app.connect("builder-inited", _write_pages)
    app.add_domain(BeloteDomain)
    app.connect("builder-inited", _add_static)
    app.add_css_file("belote.css")
    return {
        "version": __version__,
        "env_version": 2,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
