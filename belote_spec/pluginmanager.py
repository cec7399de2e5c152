"""The plugin manager: built-in rules first, then the third-party plugins a variant enables.

Modelled on tox's manager: a small wrapper around :class:`pluggy.PluginManager` that adds the
hook specifications, registers the built-in plugins, then loads the entry points of the group
``belote_spec.plugins`` that the variant names in ``rules.plugins``. A name can be blocked
(``blocked=``) to leave a built-in phase out, for example to replace it completely.

A variant may give a plugin parameters (``rules.plugins: [{name: x, params: {...}}]``); a
plugin that takes parameters says so with a ``PARAMS_SCHEMA`` attribute (a JSON Schema), and
the manager validates them against it before any hook is called. A plugin reads them with
``variant.plugin_params("x")``.

A third-party plugin that cannot be used is reported as a
:class:`~belote_spec.errors.VariantError` problem placed at its entry of ``rules.plugins``,
naming the plugin and the distribution that installed it, never as a traceback: an entry point
that fails to import, or resolves to something that implements no hook; a function named
``belote_*`` that is not marked ``@hookimpl`` or matches no hook; a hook implementation asking
for an argument the hook does not provide; a name taken by a built-in plugin, or listed twice.
An exception raised inside a hook at compile time becomes such a problem too (the plugin is
found from the traceback). Hooks are called at compile time only; the kernels they return run
during play without any hook dispatch, so an exception a kernel raises while playing
propagates unchanged (see :mod:`belote_spec.hookspecs`).

:func:`installed_plugins` lists the built-in plugins, the installed rule plugins and the
installed variant packages, each loaded to check it.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from types import CodeType, ModuleType, TracebackType
from typing import Any

import pluggy

from . import hookspecs
from .errors import Problem, VariantError, did_you_mean
from .finding import ENTRY_POINT_GROUP as VARIANTS_GROUP
from .finding import distribution_of, entry_point_dir
from .frozen import thaw
from .i18n import _, translator
from .schema.messages import schema_error_text
from .yamlsafe import KeyPath, dotted

#: Where a rule path was written: ``(file, line, column)``; line 0 when unknown.
Locator = Callable[[KeyPath], tuple[str, int, int]]

__all__ = [
    "ENTRY_POINT_GROUP",
    "InstalledPlugin",
    "Locator",
    "available_plugins",
    "check_params",
    "distribution_of",
    "installed_plugins",
    "make_plugin_manager",
    "plugin_at_fault",
    "plugin_entries",
    "plugin_problems",
]

ENTRY_POINT_GROUP = "belote_spec.plugins"
_PREFIX = "belote_"
#: At most this many characters of an exception's text go into a problem.
_MAX_TEXT = 300


@dataclass(frozen=True)
class InstalledPlugin:
    """A plugin or variant package found by :func:`installed_plugins`."""

    name: str
    """The name variants use in ``rules.plugins``, or the variant package's name."""
    kind: str
    """``"builtin"``, ``"plugin"`` (group ``belote_spec.plugins``) or ``"variants"`` (group
    ``belote_spec.variants``)."""
    value: str
    """The entry point's ``module:attr``, or the built-in plugin's module."""
    distribution: str | None
    """``"name version"`` of the distribution that installed it; None for a built-in."""
    problem: str | None
    """Why it cannot be used; None when it loads."""


def available_plugins() -> dict[str, metadata.EntryPoint]:
    """Third-party plugins installed, by registered name."""
    return {ep.name: ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)}


def _origin(ep: Any) -> str:
    """Where a plugin comes from, for a message."""
    dist = distribution_of(ep)
    value = getattr(ep, "value", None)
    if dist and value:
        return _("from {dist}, entry point {value}", dist=dist, value=value)
    if dist:
        return _("from {dist}", dist=dist)
    if value:
        return _("entry point {value}", value=value)
    return _("given to compile()")


def _text(exc: BaseException) -> str:
    """``Type: message``, one line, bounded."""
    message = " ".join(str(exc).split())
    if len(message) > _MAX_TEXT:
        message = message[: _MAX_TEXT - 1] + "…"
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__


def _what(obj: object) -> str:
    """What an object is, for "is not a plugin"."""
    if obj is None:
        return "None"
    if isinstance(obj, ModuleType):
        return _("the module {name}", name=obj.__name__)
    if inspect.isclass(obj):
        return _("the class {name}", name=obj.__qualname__)
    if inspect.isroutine(obj):
        return _("the function {name}", name=getattr(obj, "__qualname__", obj))
    kind = type(obj).__name__
    if kind[:1].lower() in "aeiou":
        # TRANSLATORS: {kind} is the name of a Python type (an object of that type)
        return _("an {kind}", kind=kind)
    return _("a {kind}", kind=kind)


def _specs() -> dict[str, tuple[str, ...]]:
    """Every hook of :mod:`belote_spec.hookspecs` and the arguments it provides."""
    marker = hookspecs.PROJECT + "_spec"
    return {
        name: tuple(inspect.signature(fn).parameters)
        for name, fn in vars(hookspecs).items()
        if name.startswith(_PREFIX) and hasattr(fn, marker)
    }


def _home(plugin: object) -> str | None:
    """The module a plugin is written in (its functions defined there are its own)."""
    if isinstance(plugin, ModuleType):
        return plugin.__name__
    if inspect.isclass(plugin):
        return plugin.__module__
    return type(plugin).__module__


def _required_args(fn: Any) -> list[str] | None:
    """The arguments pluggy passes by name: positional ones without a default."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return None
    return [
        p.name
        for p in params
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty
    ]


def plugin_problems(plugin: object) -> list[tuple[str, str | None, str | None]]:
    """What makes ``plugin`` unusable, as ``(message, expected, hint)`` triples (empty: none):
    no hook implementation at all, a ``belote_*`` function that is not marked ``@hookimpl``
    or matches no hook, a hook implementation asking for an argument its hook does not
    provide."""
    specs = _specs()
    names = sorted(specs)
    impl_marker = hookspecs.PROJECT + "_impl"
    home = _home(plugin)
    out: list[tuple[str, str | None, str | None]] = []
    implemented = 0
    try:
        attributes = sorted(a for a in dir(plugin) if a.startswith(_PREFIX))
    except Exception as exc:  # a plugin whose dir() fails
        return [(_("cannot be inspected: {error}", error=_text(exc)), None, None)]
    for attr in attributes:
        try:
            value = getattr(plugin, attr)
        except Exception as exc:
            out.append(
                (_("reading {name} failed: {error}", name=attr, error=_text(exc)), None, None)
            )
            continue
        if not inspect.isroutine(value):
            continue  # a constant or an imported module (belote_spec) is not a hook
        opts = getattr(value, impl_marker, None)
        if not isinstance(opts, Mapping):
            if getattr(value, "__module__", None) != home:
                continue  # imported from elsewhere, not the plugin's own function
            if attr in specs:
                out.append(
                    (
                        _("{name} is not marked @hookimpl, so it is never called", name=attr),
                        _(
                            "@hookimpl above def {name} (from belote_spec.hookspecs import "
                            "hookimpl)",
                            name=attr,
                        ),
                        None,
                    )
                )
            else:
                out.append(
                    (
                        _(
                            "{name} matches no hook (the prefix {prefix} is reserved for hooks)",
                            name=attr,
                            prefix=_PREFIX,
                        ),
                        _hooks(names),
                        did_you_mean(attr, names),
                    )
                )
            continue
        if attr not in specs:
            if not opts.get("optionalhook"):
                out.append(
                    (
                        _("{name} is marked @hookimpl but matches no hook", name=attr),
                        _hooks(names),
                        did_you_mean(attr, names),
                    )
                )
            continue
        implemented += 1
        args = _required_args(value)
        unknown = [a for a in args or () if a not in specs[attr]]
        if unknown:
            out.append(
                (
                    _(
                        "{name} asks for {arguments}, which the hook does not provide",
                        name=attr,
                        arguments=", ".join(repr(a) for a in unknown),
                    ),
                    _("arguments among {arguments}", arguments=", ".join(specs[attr])),
                    did_you_mean(unknown[0], specs[attr]),
                )
            )
    if not implemented and not out:
        out.append(
            (
                _("not a plugin: {what}, which implements no hook", what=_what(plugin)),
                _(
                    "a module, class or object with @hookimpl functions named after the hooks "
                    "(belote_make_play, ...)"
                ),
                None,
            )
        )
    return out


def _schema_fault(exc: Exception) -> str:
    """Where a plugin's ``PARAMS_SCHEMA`` is not a valid JSON Schema, in the language of
    messages (jsonschema's own text is English, and many lines long)."""
    path = getattr(exc, "absolute_path", ())
    where = "/".join(str(p) for p in path) or "/"
    value = " ".join(repr(getattr(exc, "instance", None)).split())
    if len(value) > 80:
        value = value[:77] + "..."
    return _("{value} at {where} is not valid JSON Schema", value=value, where=where)


def _hooks(names: Sequence[str]) -> str:
    return translator().pgettext("hook", "one of {choices}", choices=", ".join(names))


def _plugins(names: Sequence[str]) -> str:
    return translator().pgettext("plugin", "one of {choices}", choices=", ".join(names))


def plugin_entries(enabled: Iterable[Any]) -> list[tuple[str, dict[str, Any] | None]]:
    """``rules.plugins`` as (name, params or None) pairs."""
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
                    at,
                    where,
                    _("plugin '{name}' takes no parameters", name=name),
                    _("the plugin's name alone"),
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
                _(
                    "plugin '{name}' has a broken PARAMS_SCHEMA: {error}",
                    name=name,
                    error=_schema_fault(exc),
                ),
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
                            _("plugin '{name}': unknown parameter '{key}'", name=name, key=key),
                            translator().pgettext(
                                "parameter", "one of {choices}", choices=", ".join(known)
                            )
                            if known
                            else _("no parameters"),
                            did_you_mean(str(key), known),
                        )
                    )
            continue
        # jsonschema's own message is English only: the loader's sentences instead
        message, expected = schema_error_text(error)
        description = node.get("description")
        out.append(
            _problem(
                at,
                here,
                _("plugin '{name}': {message}", name=name, message=message),
                expected or (str(description) if description else None),
            )
        )
    return out


@dataclass(frozen=True)
class _Enabled:
    """A third-party plugin registered for a variant: where it is named, what it is."""

    index: int
    who: str  # "plugin 'x' (from dist 1.0, entry point m:a)"
    files: frozenset[str]  # its source file(s), to find its frames in a traceback


def _files(plugin: object) -> frozenset[str]:
    target = plugin if isinstance(plugin, ModuleType) or inspect.isclass(plugin) else type(plugin)
    try:
        file = inspect.getsourcefile(target)
    except (TypeError, OSError):
        return frozenset()
    return frozenset({file}) if file else frozenset()


def _frames(tb: TracebackType | None) -> list[CodeType]:
    out: list[CodeType] = []
    while tb is not None and len(out) < 10_000:
        out.append(tb.tb_frame.f_code)
        tb = tb.tb_next
    return out


def _culprit(
    exc: BaseException, impls: Sequence[pluggy.HookImpl], enabled: Mapping[str, _Enabled]
) -> str | None:
    """The third-party plugin whose code raised ``exc``: the deepest frame that is a hook
    implementation or lies in a third-party plugin's file decides. None when that frame is a
    built-in plugin's, or none is found."""
    codes: dict[CodeType, str] = {}
    for impl in impls:
        code = getattr(impl.function, "__code__", None)
        if isinstance(code, CodeType):
            codes[code] = impl.plugin_name
    for code in reversed(_frames(exc.__traceback__)):
        if code in codes:
            name = codes[code]
            return name if name in enabled else None
        for name, info in enabled.items():
            if code.co_filename in info.files:
                return name
    return None


def _monitor(
    pm: pluggy.PluginManager, enabled: Mapping[str, _Enabled], at: Locator
) -> Callable[[], None]:
    """Turn an exception raised in a hook, while third-party plugins are registered, into a
    :class:`VariantError` naming the plugin."""

    def before(_name: str, _impls: Sequence[pluggy.HookImpl], _kwargs: Mapping[str, Any]) -> None:
        return None

    def after(
        outcome: pluggy.Result[Any],
        hook_name: str,
        impls: Sequence[pluggy.HookImpl],
        _kwargs: Mapping[str, Any],
    ) -> None:
        exc = outcome.exception
        if not isinstance(exc, Exception) or isinstance(exc, VariantError):
            return
        name = _culprit(exc, impls, enabled)
        if name is not None:
            info = enabled[name]
            problem = _problem(
                at,
                ("plugins", info.index),
                _(
                    "{who} failed in {hook}: {error}",
                    who=info.who,
                    hook=hook_name,
                    error=_text(exc),
                ),
                rule="plugins",
            )
        else:
            suspects = ", ".join(info.who for info in enabled.values())
            problem = _problem(
                at,
                ("plugins",),
                _(
                    "{hook} failed ({error}) with the third-party {suspects} enabled",
                    hook=hook_name,
                    error=_text(exc),
                    suspects=suspects,
                ),
                _("plugins whose kernels are what the built-in rules expect"),
            )
        error = VariantError([problem])
        error.__cause__ = exc
        outcome.force_exception(error)

    return pm.add_hookcall_monitoring(before, after)


class _Manager(pluggy.PluginManager):
    """A :class:`pluggy.PluginManager` that remembers the third-party plugins of a variant."""

    def __init__(self) -> None:
        super().__init__(hookspecs.PROJECT)
        self.third_party: dict[str, _Enabled] = {}


#: Every plugin manager of this process that enabled a third-party plugin (weakly held): a
#: command that fails can ask which plugin's code raised (see :func:`any_plugin_at_fault`).
_WITH_THIRD_PARTY: weakref.WeakSet[_Manager] = weakref.WeakSet()


def any_plugin_at_fault(exc: BaseException) -> str | None:
    """:func:`plugin_at_fault` over every plugin manager of this process that enabled a
    third-party plugin: for a command (``rulebook``, ``replay``...) that does not hold the
    manager of the variant it was working on."""
    for pm in list(_WITH_THIRD_PARTY):
        who = plugin_at_fault(pm, exc)
        if who is not None:
            return who
    return None


def plugin_at_fault(pm: pluggy.PluginManager, exc: BaseException) -> str | None:
    """The third-party plugin whose code raised ``exc`` (``"plugin 'x' (from dist 1.0, entry
    point m:a)"``), or None when no third-party plugin's code is in its traceback.

    For an exception raised while playing, by a kernel a plugin built (hooks run at compile
    time only, where their exceptions already name the plugin): a command can report it as
    the plugin's failure rather than show a traceback."""
    if not isinstance(pm, _Manager):
        return None
    name = _culprit(exc, (), pm.third_party)
    return pm.third_party[name].who if name is not None else None


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
    entry points. An unknown name, a plugin that fails to load or is not a usable plugin
    (:func:`plugin_problems`), a name clash, or parameters its schema refuses raise
    :class:`~belote_spec.errors.VariantError`, every problem at once, each placed with
    ``locate`` (file, line, column of the rule path) when given. Once third-party plugins are
    registered, an exception raised inside a hook becomes a
    :class:`~belote_spec.errors.VariantError` naming the plugin that raised it.
    """
    from .plugins import BUILTIN_PLUGINS

    pm = _Manager()
    pm.add_hookspecs(hookspecs)
    for name in blocked:
        pm.set_blocked(name)
    for name, module in BUILTIN_PLUGINS.items():
        if not pm.is_blocked(name):
            pm.register(module, name=name)
    extra = dict(extra or {})
    installed: dict[str, list[metadata.EntryPoint]] | None = None
    at = locate or _nowhere(variant_name)
    problems: list[Problem] = []
    registered: dict[str, _Enabled] = {}
    seen: set[str] = set()

    def bad(index: int, message: str, expected: str | None = None, hint: str | None = None) -> None:
        problems.append(_problem(at, ("plugins", index), message, expected, hint, rule="plugins"))

    for index, (name, params) in enumerate(plugin_entries(enabled)):
        if pm.is_blocked(name):
            continue
        if name in seen:
            bad(index, _("plugin '{name}' is listed twice", name=name), _("each plugin once"))
            continue
        seen.add(name)
        if installed is None and name not in extra:
            installed = {}
            for found in metadata.entry_points(group=ENTRY_POINT_GROUP):
                installed.setdefault(found.name, []).append(found)
        if name in BUILTIN_PLUGINS:
            clashing = "; ".join(_origin(e) for e in (installed or {}).get(name, []))
            if clashing:
                bad(
                    index,
                    _(
                        "the third-party plugin '{name}' ({origin}) has the name of a built-in "
                        "plugin",
                        name=name,
                        origin=clashing,
                    ),
                    _("a name no built-in plugin has (the plugin's entry point must be renamed)"),
                )
            else:
                bad(
                    index,
                    _("'{name}' is a built-in plugin, always registered", name=name),
                    _(
                        "the name of a third-party plugin (rules.plugins does not list built-in "
                        "ones)"
                    ),
                )
            continue
        ep: metadata.EntryPoint | None = None
        if name in extra:
            plugin = extra[name]
        else:
            assert installed is not None
            if name not in installed:
                known = sorted(set(installed) | set(extra))
                bad(
                    index,
                    _("no rule plugin named '{name}' is installed", name=name),
                    _plugins(known) if known else _("an installed plugin name"),
                    did_you_mean(name, known),
                )
                continue
            if len(installed[name]) > 1:
                sources = "; ".join(_origin(e) for e in installed[name])
                bad(
                    index,
                    _(
                        "plugin name '{name}' is installed more than once ({sources})",
                        name=name,
                        sources=sources,
                    ),
                    _("one distribution providing it (uninstall the others)"),
                )
                continue
            ep = installed[name][0]
            try:
                plugin = ep.load()
            except (Exception, SystemExit) as exc:  # a broken plugin is reported, not raised
                bad(
                    index,
                    _(
                        "plugin '{name}' ({origin}) failed to load: {error}",
                        name=name,
                        origin=_origin(ep),
                        error=_text(exc),
                    ),
                )
                continue
        who = _("plugin '{name}' ({origin})", name=name, origin=_origin(ep))
        found_problems = plugin_problems(plugin)
        for message, expected, hint in found_problems:
            bad(index, _("{who}: {problem}", who=who, problem=message), expected, hint)
        problems += check_params(name, plugin, params, index, variant_name, at)
        if found_problems:
            continue
        other = pm.get_name(plugin)
        if other is not None:
            bad(
                index,
                _("{who} is the same plugin as '{other}'", who=who, other=other),
                _("each plugin once"),
            )
            continue
        try:
            pm.register(plugin, name=name)
        except (pluggy.PluginValidationError, ValueError) as exc:
            bad(index, _("{who} cannot be registered: {error}", who=who, error=_text(exc)))
            continue
        registered[name] = _Enabled(index, who, _files(plugin))
    if not problems:
        try:
            pm.check_pending()
        except pluggy.PluginValidationError as exc:
            culprit = pm.get_name(exc.plugin)
            info = registered.get(culprit or "")
            who = info.who if info else str(culprit)
            bad(info.index if info else 0, _("{who}: {problem}", who=who, problem=_text(exc)))
    if problems:
        raise VariantError(problems)
    if registered:
        pm.third_party = registered
        _monitor(pm, registered, at)
        _WITH_THIRD_PARTY.add(pm)
    return pm


def _check_installed(name: str, ep: metadata.EntryPoint) -> str | None:
    """Why an installed rule plugin cannot be used, or None."""
    from .plugins import BUILTIN_PLUGINS

    if name in BUILTIN_PLUGINS:
        return _("the name '{name}' is that of a built-in plugin", name=name)
    try:
        plugin = ep.load()
    except (Exception, SystemExit) as exc:
        return _("fails to load: {error}", error=_text(exc))
    found = plugin_problems(plugin)
    if found:
        said = []
        for message, expected, hint in found:
            if expected:
                message = _("{message} (expected {expected})", message=message, expected=expected)
            if hint:
                message = _("{message} ({hint})", message=message, hint=hint)
            said.append(message)
        return "; ".join(said)
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    try:
        pm.register(plugin, name=name)
        pm.check_pending()
    except (pluggy.PluginValidationError, ValueError) as exc:
        return _("cannot be registered: {error}", error=_text(exc))
    return None


def _check_variant_package(ep: metadata.EntryPoint) -> str | None:
    """Why an installed variant package cannot be used, or None."""
    try:
        folder = entry_point_dir(ep.load())
    except (Exception, SystemExit) as exc:
        return _("fails to load: {error}", error=_text(exc))
    if folder is None:
        return _("does not name a folder (expected a folder path, a module or a callable)")
    if not folder.is_dir():
        return _("names {folder}, which is not a folder", folder=folder)
    return None


def installed_plugins() -> list[InstalledPlugin]:
    """The built-in plugins, then the installed rule plugins (group ``belote_spec.plugins``)
    and variant packages (group ``belote_spec.variants``), each by name. Every entry point is
    loaded to check it: one that cannot be used is listed with its ``problem``, never
    raised."""
    from .plugins import BUILTIN_PLUGINS

    out = [
        InstalledPlugin(name, "builtin", module.__name__, None, None)
        for name, module in BUILTIN_PLUGINS.items()
    ]
    for kind, group in (("plugin", ENTRY_POINT_GROUP), ("variants", VARIANTS_GROUP)):
        eps = sorted(
            metadata.entry_points(group=group), key=lambda e: (e.name, distribution_of(e) or "")
        )
        counts: dict[str, int] = {}
        for ep in eps:
            counts[ep.name] = counts.get(ep.name, 0) + 1
        for ep in eps:
            if kind == "plugin":
                problem = _check_installed(ep.name, ep)
            else:
                problem = _check_variant_package(ep)
            if counts[ep.name] > 1:
                twice = _(
                    "the name '{name}' is installed by {n} distributions",
                    name=ep.name,
                    n=counts[ep.name],
                )
                problem = f"{twice}; {problem}" if problem else twice
            out.append(InstalledPlugin(ep.name, kind, ep.value, distribution_of(ep), problem))
    return out
