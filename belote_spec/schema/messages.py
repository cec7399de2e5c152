"""The sentences of a schema error: what a value in a variant file is, and what the rule that
refused it expects, in the language of messages (jsonschema's own messages are English only).

The loader reports every problem of a variant file with them, and the plugin manager the
problems of a plugin's parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from jsonschema.exceptions import ValidationError

from ..errors import Problem, did_you_mean
from ..i18n import N_, _, translator
from ..yamlsafe import KeyPath, Mark, dotted
from . import (
    rule_schema,
)


def _display_path(path: KeyPath) -> str:
    if len(path) > 1 and path[0] == "rules":
        return dotted(path[1:])
    return dotted(path)


#: Plain-language readings of the schema's patterns (translated when shown).
_PATTERNS = {
    "^[a-z][a-z0-9_-]*$": N_("a lower-case name: a letter, then letters, digits, '_' or '-'"),
    "^[a-z_]+(\\.[a-z_]+)*$": N_("a rule path such as play.undertrump"),
    "^rules(\\.[a-z_]+)+$": N_(
        "a rule path starting with 'rules.', such as rules.annonces.tie_break"
    ),
    "^[A-Za-z0-9_.-]+$": N_("letters, digits, '.', '_' or '-' only"),
}


def _pattern_text(pattern: str, *, name: bool) -> str:
    """What a text matching ``pattern`` looks like, in words."""
    known = _PATTERNS.get(pattern)
    if known is not None:
        return _(known)
    if name:
        return _("a name matching {pattern}", pattern=pattern)
    return _("a text matching {pattern}", pattern=pattern)


def _one_of(choices: Iterable[str], *, what: str = "value") -> str:
    """``one of a, b, c``: the choices of a value (``what``: ``value``, ``key``, ``variant``,
    ``option``, ``source``)."""
    listed = ", ".join(choices)
    tr = translator()
    # TRANSLATORS: the same English words, said of a key, a variant, an option, a source,
    # a plugin or a value; {choices} is a list of names as they are written in a file
    if what == "key":
        return tr.pgettext("key", "one of {choices}", choices=listed)
    if what == "variant":
        return tr.pgettext("variant", "one of {choices}", choices=listed)
    if what == "option":
        return tr.pgettext("option", "one of {choices}", choices=listed)
    if what == "source":
        return tr.pgettext("source", "one of {choices}", choices=listed)
    return tr.pgettext("value", "one of {choices}", choices=listed)


def _either(texts: Sequence[str]) -> str:
    """``a or b or c``."""
    if not texts:
        return ""
    out = texts[0]
    for text in texts[1:]:
        out = _("{first} or {second}", first=out, second=text)
    return out


def _expected_for(path: KeyPath) -> str | None:
    if not path or path[0] != "rules":
        return None
    node = rule_schema(".".join(str(p) for p in path[1:]))
    if node is None:
        return None
    return _describe_expected(node)


def _describe_expected(node: Mapping[str, Any]) -> str:
    if "enum" in node:
        return _one_of(_fmt(v) for v in node["enum"])
    if "anyOf" in node:
        names: list[str] = []
        others: list[str] = []
        for branch in node["anyOf"]:
            if not isinstance(branch, Mapping):
                continue
            if "enum" in branch:
                names.extend(_fmt(v) for v in branch["enum"])
            else:
                others.append(_describe_expected(branch))
        if not names:
            return _either(others)
        if not others:
            return ", ".join(names)
        return _("{choices}, or {others}", choices=", ".join(names), others=_either(others))
    kind = node.get("type")
    if isinstance(kind, list) and "null" in kind and len(kind) == 2:
        inner = next(k for k in kind if k != "null")
        meaning = node.get("x-null")
        described = _describe_expected({**node, "type": inner})
        if meaning:
            meaning = _null_meanings().get(str(meaning), str(meaning))
            return _("{expected}, or null ({meaning})", expected=described, meaning=meaning)
        return _("{expected}, or null", expected=described)
    if kind == "integer":
        lo, hi = node.get("minimum"), node.get("maximum")
        if lo is not None and hi is not None:
            return _("a whole number from {low} to {high}", low=lo, high=hi)
        return _("a whole number")
    if kind == "boolean":
        return _("true or false")
    if kind == "array":
        items = node.get("items", {})
        if isinstance(items, Mapping) and items.get("type") == "string":
            return _("a list of texts")
        if isinstance(items, Mapping):
            return _("a list ({items})", items=_describe_expected(items))
        return _("a list (items)")
    if kind == "object":
        props = node.get("properties")
        if isinstance(props, Mapping):
            return _("a mapping with keys {keys}", keys=", ".join(props))
        return _("a mapping")
    if kind == "string":
        return _("a text")
    if isinstance(kind, list):
        return _either([str(k) for k in kind])
    return _("a valid value")


def _null_meanings() -> dict[str, str]:
    """What null means for the rules that allow it (the schema's ``x-null``), in the language
    of messages; a meaning missing here is shown as the schema writes it."""
    tr = translator()
    # TRANSLATORS: what the value null means for a rule (shown as "or null (MEANING)")
    return {
        "never": tr.pgettext("null means", "never"),
        "no ceiling": tr.pgettext("null means", "no ceiling"),
        "no fixed number": tr.pgettext("null means", "no fixed number"),
        "the lowest bid counts as bid": tr.pgettext("null means", "the lowest bid counts as bid"),
    }


def _fmt(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _type_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return _("a boolean")
    if isinstance(value, int | float):
        return _("a number")
    if isinstance(value, str):
        return _("a text")
    if isinstance(value, list | tuple):
        return _("a list")
    if isinstance(value, Mapping):
        return _("a mapping")
    return type(value).__name__


def schema_error_text(error: ValidationError) -> tuple[str, str | None]:
    """A jsonschema error that has no sentence of its own below, as ``(message, expected)``
    in the language of messages (jsonschema's own messages are English only): the value
    found, and what the keyword that refused it asks for. Used for the keywords a variant's
    schema does not use, and for the parameter schemas of plugins."""
    kind = str(error.validator)
    bound: Any = error.validator_value
    instance: Any = error.instance
    tr = translator()
    shown = _fmt(instance)
    if len(shown) > 80:
        shown = shown[:77] + "..."
    got = _("got {kind} ({value})", kind=_type_of(instance), value=shown)
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    if kind == "type":
        return got, _describe_expected(schema) if schema else _either(_list(bound))
    if kind == "enum":
        return _("{value} is not an allowed value", value=shown), _one_of(
            _fmt(c) for c in _list(bound)
        )
    if kind == "const":
        return _("{value} is not an allowed value", value=shown), _fmt(bound)
    if kind in {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"}:
        expected = {
            "minimum": _("at least {bound}", bound=bound),
            "maximum": _("at most {bound}", bound=bound),
            "exclusiveMinimum": _("more than {bound}", bound=bound),
            "exclusiveMaximum": _("less than {bound}", bound=bound),
        }[kind]
        return _("{value} is out of range", value=shown), expected
    if kind == "multipleOf":
        return _("{value} is not a multiple of {bound}", value=shown, bound=bound), None
    if kind in {"minLength", "maxLength"} and isinstance(instance, str):
        n = len(instance)
        message = tr.ngettext("the text has {n} character", "the text has {n} characters", n)
        if kind == "minLength":
            return message, tr.ngettext("at least {n} character", "at least {n} characters", bound)
        return message, tr.ngettext("at most {n} character", "at most {n} characters", bound)
    if kind in {"minItems", "maxItems"} and isinstance(instance, list):
        message = tr.ngettext("the list has {n} item", "the list has {n} items", len(instance))
        if kind == "minItems":
            return message, tr.ngettext("at least {n} item", "at least {n} items", bound)
        return message, tr.ngettext("at most {n} item", "at most {n} items", bound)
    if kind in {"minProperties", "maxProperties"} and isinstance(instance, Mapping):
        message = tr.ngettext("there is {n} entry", "there are {n} entries", len(instance))
        if kind == "minProperties":
            return message, tr.ngettext("at least {n} entry", "at least {n} entries", bound)
        return message, tr.ngettext("at most {n} entry", "at most {n} entries", bound)
    if kind == "required" and isinstance(instance, Mapping):
        missing = [str(k) for k in _list(bound) if k not in instance]
        return _("missing required key '{key}'", key=", ".join(missing)), None
    if kind == "pattern":
        return _("'{value}' is not written as expected", value=shown), _pattern_text(
            str(bound), name=False
        )
    if kind == "uniqueItems":
        return _("the list repeats an item"), _("each item once")
    if kind == "additionalProperties" and isinstance(instance, Mapping):
        allowed = set(schema.get("properties") or {})
        extra = [str(k) for k in instance if k not in allowed]
        return _("unknown key '{key}'", key=", ".join(extra)), None
    return (
        _("{value} is refused by the schema's rule {keyword}", value=shown, keyword=kind),
        _describe_expected(schema) if schema else None,
    )


def _list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


Locator = Callable[[KeyPath, bool], tuple[str, Mark]]


def _problems_from_errors(
    errors: Iterable[ValidationError],
    locate: Locator,
    locate_required: Locator | None = None,
) -> list[Problem]:
    out: list[Problem] = []
    errors = list(errors)
    tr = translator()
    # A value of the wrong type gets one problem, not one more per other keyword.
    typed = {tuple(e.absolute_path) for e in errors if e.validator == "type"}
    for error in errors:
        path: KeyPath = tuple(error.absolute_path)
        if path in typed and error.validator != "type":
            continue
        schema = error.schema if isinstance(error.schema, Mapping) else {}
        instance: Any = error.instance
        kind = error.validator
        bound: Any = error.validator_value

        def emit(
            at: KeyPath,
            message: str,
            expected: str | None,
            hint: str | None = None,
            *,
            key: bool = False,
        ) -> None:
            file, mark = locate(at, key)
            out.append(
                Problem(
                    file,
                    mark.line,
                    mark.column,
                    _display_path(at),
                    message,
                    expected,
                    hint,
                    lang=tr.lang,
                )
            )

        if kind == "additionalProperties" and isinstance(instance, Mapping):
            allowed = list(schema.get("properties", {}))
            for extra in instance:
                if extra in allowed:
                    continue
                emit(
                    (*path, extra),
                    tr._("unknown key '{key}'", key=extra),
                    _one_of(allowed, what="key") if allowed else tr._("no keys here"),
                    did_you_mean(extra, allowed),
                    key=True,
                )
        elif kind == "required":
            missing = [k for k in bound if k not in instance]
            for key_name in missing:
                sub = (*path, key_name)
                node = schema.get("properties", {}).get(key_name)
                expected = _expected_for(sub) or (
                    _describe_expected(node) if isinstance(node, Mapping) else tr._("a value")
                )
                if path and path[0] == "rules":
                    message = tr._("missing required rule '{key}'", key=key_name)
                else:
                    message = tr._("missing required key '{key}'", key=key_name)
                file, mark = (locate_required or locate)(sub, True)
                out.append(
                    Problem(
                        file,
                        mark.line,
                        mark.column,
                        _display_path(path) if path else key_name,
                        message,
                        expected,
                    )
                )
        elif kind == "anyOf" and error.context:
            # A value that may take several forms: explain it by the form that fits its type.
            by_branch: dict[int, list[ValidationError]] = {}
            for branch_error in error.context:
                branch = int(branch_error.relative_schema_path[0])
                by_branch.setdefault(branch, []).append(branch_error)
            typed_branches = [
                subs
                for subs in by_branch.values()
                if not any(e.validator == "type" and not e.relative_path for e in subs)
            ]
            if len(typed_branches) == 1 and isinstance(instance, Mapping | list):
                out.extend(_problems_from_errors(typed_branches[0], locate, locate_required))
                continue
            names = [
                v
                for branch in schema.get("anyOf", ())
                if isinstance(branch, Mapping)
                for v in branch.get("enum", ())
            ]
            emit(
                path,
                tr._("{value} is not an allowed value", value=_fmt(instance)),
                _describe_expected(schema),
                did_you_mean(instance, names) if isinstance(instance, str) and names else None,
            )
        elif kind == "enum":
            choices = list(bound)
            emit(
                path,
                tr._("{value} is not an allowed value", value=_fmt(instance)),
                _one_of(_fmt(c) for c in choices),
                did_you_mean(instance, choices),
            )
        elif kind == "type":
            expected = _describe_expected(schema) if schema else str(bound)
            wants_integer = bound == "integer" or (isinstance(bound, list) and "integer" in bound)
            if isinstance(instance, float) and wants_integer:
                # 1000.0 or 1e3: a float, even with no fractional part, is not a whole number.
                if instance.is_integer() and abs(instance) < 1e15:
                    expected = tr._(
                        "{expected} (written {number}, without a decimal point or exponent)",
                        expected=expected,
                        number=int(instance),
                    )
                emit(
                    path,
                    tr._(
                        "got {value}, a number written with a decimal point or exponent",
                        value=_fmt(instance),
                    ),
                    expected,
                )
            else:
                emit(
                    path,
                    tr._("got {kind} ({value})", kind=_type_of(instance), value=_fmt(instance)),
                    expected,
                )
        elif kind in {"minimum", "maximum"}:
            emit(
                path,
                tr._("{value} is out of range", value=_fmt(instance)),
                _describe_expected(schema),
            )
        elif "propertyNames" in error.schema_path:
            bad = str(instance)
            emit(
                (*path, bad),
                tr._("'{name}' is not a valid name here", name=bad),
                _pattern_text(str(schema.get("pattern", "")), name=True),
                key=True,
            )
        elif kind == "pattern":
            emit(
                path,
                tr._("'{value}' is not written as expected", value=instance),
                _pattern_text(str(bound), name=False),
            )
        elif kind == "minLength":
            emit(path, tr._("the text is empty"), tr._("a non-empty text"))
        elif kind in {"minItems", "maxItems"}:
            n = len(instance)
            if kind == "minItems":
                wanted = tr.ngettext("at least {n} item", "at least {n} items", bound)
            else:
                wanted = tr.ngettext("at most {n} item", "at most {n} items", bound)
            emit(path, tr.ngettext("the list has {n} item", "the list has {n} items", n), wanted)
        elif kind in {"minProperties", "maxProperties"} and isinstance(instance, Mapping):
            n = len(instance)
            if kind == "minProperties":
                wanted = tr.ngettext("at least {n} entry", "at least {n} entries", bound)
            else:
                wanted = tr.ngettext("at most {n} entry", "at most {n} entries", bound)
            emit(path, tr.ngettext("there is {n} entry", "there are {n} entries", n), wanted)
        elif kind == "uniqueItems":
            seen: set[Any] = set()
            unhashable: list[Any] = []
            repeated = None
            for item in instance if isinstance(instance, list) else ():
                try:
                    key: Any = (type(item), item) if isinstance(item, bool) else item
                    if key in seen:
                        repeated = item
                        break
                    seen.add(key)
                except TypeError:  # a mapping or a list: compared one by one (rare, short)
                    if item in unhashable:
                        repeated = item
                        break
                    unhashable.append(item)
            if repeated is None:
                emit(path, tr._("the list repeats an item"), tr._("each item once"))
            else:
                emit(
                    path,
                    tr._("the list repeats {value}", value=_fmt(repeated)),
                    tr._("each item once"),
                )
        else:
            # jsonschema's own message is English only: a sentence of ours instead
            message, expected_text = schema_error_text(error)
            emit(path, message, expected_text)
    return out
