"""The plugin manager: built-in rules first, then the third-party plugins a variant enables.

Modelled on tox's manager: a small wrapper around :class:`pluggy.PluginManager` that adds the
hook specifications, registers the built-in plugins, then loads the entry points of the group
``belote_spec.plugins`` that the variant names in ``rules.plugins``. A name can be blocked
(``blocked=``) to leave a built-in phase out, for example to replace it completely.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from importlib import metadata
from typing import Any

import pluggy

from . import hookspecs
from .errors import Problem, VariantError, did_you_mean

__all__ = ["ENTRY_POINT_GROUP", "available_plugins", "make_plugin_manager"]

ENTRY_POINT_GROUP = "belote_spec.plugins"


def available_plugins() -> dict[str, metadata.EntryPoint]:
    """Third-party plugins installed, by registered name."""
    return {ep.name: ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)}


def make_plugin_manager(
    enabled: Iterable[str] = (),
    *,
    extra: Mapping[str, Any] | None = None,
    blocked: Iterable[str] = (),
    variant_name: str = "<variant>",
) -> pluggy.PluginManager:
    """A plugin manager with the built-in plugins and the named third-party ones.

    ``extra`` registers plugin objects directly by name (for tests and applications that
    build plugins at run time); a name in ``enabled`` is looked up there first, then among the
    entry points. An unknown name raises :class:`~belote_spec.errors.VariantError`.
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
    problems: list[Problem] = []
    for name in enabled:
        if pm.is_blocked(name):
            continue
        if name in extra:
            pm.register(extra[name], name=name)
            continue
        if installed is None:
            installed = available_plugins()
        if name not in installed:
            known = sorted(installed) + sorted(extra)
            problems.append(
                Problem(
                    variant_name,
                    0,
                    0,
                    "plugins",
                    f"no rule plugin named '{name}' is installed",
                    "one of " + ", ".join(known) if known else "an installed plugin name",
                    did_you_mean(name, known),
                )
            )
            continue
        try:
            plugin = installed[name].load()
        except Exception as exc:  # a broken plugin is reported, not a traceback
            problems.append(
                Problem(variant_name, 0, 0, "plugins", f"plugin '{name}' failed to load: {exc}")
            )
            continue
        pm.register(plugin, name=name)
    if problems:
        raise VariantError(problems)
    pm.check_pending()
    return pm
