"""The plugin manager: built-in rules first, then the third-party plugins a variant enables.

Modelled on tox's manager: a small wrapper around :class:`pluggy.PluginManager` that adds the
hook specifications, registers the built-in plugins, then loads the entry points of the group
``belote_spec.plugins`` that the variant names in ``rules.plugins``. A name can be blocked
(``blocked=``) to leave a built-in phase out, for example to replace it completely.

A variant may give a plugin parameters (``rules.plugins: [{name: x, params: {...}}]``); a
plugin that takes parameters says so with a ``PARAMS_SCHEMA`` attribute (a JSON Schema), and
the manager validates them against it before any hook is called. A plugin reads them with
``variant.plugin_params("x")``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from importlib import metadata
from typing import Any

import pluggy

from . import hookspecs
from .errors import Problem, VariantError, did_you_mean
from .yamlsafe import KeyPath, dotted

#: Where a rule path was written: ``(file, line, column)``; line 0 when unknown.
Locator = Callable[[KeyPath], tuple[str, int, int]]

__all__ = [
    "ENTRY_POINT_GROUP",
    "Locator",
    "available_plugins",
    "check_params",
    "make_plugin_manager",
    "plugin_entries",
]

ENTRY_POINT_GROUP = "belote_spec.plugins"


def available_plugins() -> dict[str, metadata.EntryPoint]:
    """Third-party plugins installed, by registered name."""
    return {ep.name: ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)}


def plugin_entries(enabled: Iterable[Any]) -> list[tuple[str, dict[str, Any] | None]]:
    """``rules.plugins`` as (name, params or None) pairs."""
    from .loader import thaw

    out: list[tuple[str, dict[str, Any] | None]] = []
    for entry in enabled:
        if isinstance(entry, Mapping):
            params = entry.get("params")
            # thawed: the variant's frozen tuples and mapping proxies are JSON arrays and
            # objects again for the plugin's schema and for the plugin
            out.append((str(entry["name"]), None if params is None else dict(thaw(params))))
        else:
            out.append((str(entry), None))
    return out


def _nowhere(variant_name: str) -> Locator:
    return lambda _path: (variant_name, 0, 0)


def _problem(
    locate: Locator,
    path: KeyPath,
    message: str,
    expected: str | None = None,
    hint: str | None = None,
    *,
    rule: str | None = None,
) -> Problem:
    """A problem placed where ``path`` was written, named by ``rule`` (default: ``path``)."""
    file, line, column = locate(path)
    return Problem(file, line, column, rule or dotted(path), message, expected, hint)


def check_params(
    name: str,
    plugin: Any,
    params: Mapping[str, Any] | None,
    index: int,
    variant_name: str,
    locate: Locator | None = None,
) -> list[Problem]:
    """The problems of one plugin's parameters against its ``PARAMS_SCHEMA``, each placed
    with ``locate`` (the variant's :meth:`~belote_spec.Variant.locate`) when given."""
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError

    at = locate or _nowhere(variant_name)
    schema = getattr(plugin, "PARAMS_SCHEMA", None)
    where: KeyPath = ("plugins", index, "params")
    if schema is None:
        if params:
            return [
                _problem(
                    at, where, f"plugin '{name}' takes no parameters", "the plugin's name alone"
                )
            ]
        return []
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        return [
            _problem(
                at,
                ("plugins", index),
                f"plugin '{name}' has a broken PARAMS_SCHEMA: {exc}",
                rule="plugins",
            )
        ]
    validator = Draft202012Validator(schema)
    out: list[Problem] = []
    for error in sorted(validator.iter_errors(dict(params or {})), key=lambda e: list(e.path)):
        here: KeyPath = (*where, *error.absolute_path)
        node = error.schema if isinstance(error.schema, Mapping) else {}
        if error.validator == "additionalProperties" and isinstance(error.instance, Mapping):
            known = sorted(node.get("properties") or {})
            for key in error.instance:
                if key not in known:  # placed at the unknown key itself
                    out.append(
                        _problem(
                            at,
                            (*here, str(key)),
                            f"plugin '{name}': unknown parameter '{key}'",
                            "one of " + ", ".join(known) if known else "no parameters",
                            did_you_mean(str(key), known),
                        )
                    )
            continue
        description = node.get("description")
        out.append(
            _problem(
                at,
                here,
                f"plugin '{name}': {error.message}",
                str(description) if description else None,
            )
        )
    return out


def make_plugin_manager(
    enabled: Iterable[Any] = (),
    *,
    extra: Mapping[str, Any] | None = None,
    blocked: Iterable[str] = (),
    variant_name: str = "<variant>",
    locate: Locator | None = None,
) -> pluggy.PluginManager:
    """A plugin manager with the built-in plugins and the named third-party ones.

    ``extra`` registers plugin objects directly by name (for tests and applications that
    build plugins at run time); a name in ``enabled`` is looked up there first, then among the
    entry points. An unknown name, a plugin that fails to load or parameters its schema
    refuses raise :class:`~belote_spec.errors.VariantError`, every problem at once, each placed
    with ``locate`` (file, line, column of the rule path) when given.
    """
    from .plugins import BUILTIN_PLUGINS

    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    for name in blocked:
        pm.set_blocked(name)
    for name, module in BUILTIN_PLUGINS.items():
        if not pm.is_blocked(name):
            pm.register(module, name=name)
    extra = dict(extra or {})
    installed: dict[str, metadata.EntryPoint] | None = None
    at = locate or _nowhere(variant_name)
    problems: list[Problem] = []
    for index, (name, params) in enumerate(plugin_entries(enabled)):
        if pm.is_blocked(name):
            continue
        if name in extra:
            problems += check_params(name, extra[name], params, index, variant_name, at)
            pm.register(extra[name], name=name)
            continue
        if installed is None:
            installed = available_plugins()
        if name not in installed:
            known = sorted(installed) + sorted(extra)
            problems.append(
                _problem(
                    at,
                    ("plugins", index),
                    f"no rule plugin named '{name}' is installed",
                    "one of " + ", ".join(known) if known else "an installed plugin name",
                    did_you_mean(name, known),
                    rule="plugins",
                )
            )
            continue
        try:
            plugin = installed[name].load()
        except Exception as exc:  # a broken plugin is reported, not a traceback
            problems.append(
                _problem(
                    at, ("plugins", index), f"plugin '{name}' failed to load: {exc}", rule="plugins"
                )
            )
            continue
        problems += check_params(name, plugin, params, index, variant_name, at)
        pm.register(plugin, name=name)
    if problems:
        raise VariantError(problems)
    pm.check_pending()
    return pm
