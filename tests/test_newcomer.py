"""The newcomer's path: what someone who has only the package, or only this repository, meets.

* every variant file's ``# yaml-language-server: $schema=`` line points at the package's schema,
  in a checkout and inside the built wheel;
* the sources every shipped variant cites are indexed (title, author or site, date, sections),
  and the documentation's source index lists them;
* the repository stands alone: its documentation names no file outside it;
* the commands of ``features/README.md`` run as written;
* the plugin tutorial's package, assembled from its literal blocks, is a package that builds
  and registers with the plugin manager.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

import belote_spec
from belote_spec.schema import schema_text

from .conftest import ROOT, VARIANTS
from .skips import missing

PACKAGE_SCHEMA = ROOT / "belote_spec" / "schema" / "variant.schema.json"
MODELINE = re.compile(r"^# yaml-language-server: \$schema=(?P<target>\S+)$")


def _schema_target(first_line: str, where: str) -> str:
    found = MODELINE.match(first_line)
    assert found, f"{where} does not start with a yaml-language-server $schema line"
    target = found["target"]
    assert "://" not in target, f"{where}: the $schema line must be a relative path"
    return target


# ------------------------------------------------------------------------------ the $schema line


def test_the_schema_line_of_each_variant_resolves_to_the_package_schema_in_a_checkout() -> None:
    files = sorted(VARIANTS.glob("*.yaml"))
    assert len(files) >= 15
    schema = PACKAGE_SCHEMA.read_bytes()
    assert schema.decode("utf-8") == schema_text()  # the file the package itself reads
    for path in files:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        target = path.parent / _schema_target(first, path.name)
        assert target.is_file(), f"{path.name}: {target} does not exist"
        assert target.read_bytes() == schema, f"{path.name}: {target} is not the package schema"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel of this checkout, built with hatchling (the project's build backend) in a
    fraction of a second, without pip or a network."""
    builders = pytest.importorskip(
        "hatchling.builders.wheel", reason=missing("hatchling", "in the test extra")
    )
    out = tmp_path_factory.mktemp("wheel")
    built = list(builders.WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"]))
    assert len(built) == 1
    return Path(built[0])


def test_the_schema_line_of_each_variant_resolves_inside_the_wheel(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        shipped = sorted(n for n in names if re.fullmatch(r"belote_spec/variants/[^/]+\.yaml", n))
        assert {posixpath.basename(n) for n in shipped} == {p.name for p in VARIANTS.glob("*.yaml")}
        package_schema = zf.read("belote_spec/schema/variant.schema.json")
        assert package_schema == PACKAGE_SCHEMA.read_bytes()
        for name in shipped:
            first = zf.read(name).decode("utf-8").splitlines()[0]
            target = posixpath.normpath(
                posixpath.join(posixpath.dirname(name), _schema_target(first, name))
            )
            assert target in names, f"{name}: its $schema line points at {target}, not in the wheel"
            assert zf.read(target) == package_schema, f"{name}: {target} is not the schema"


def test_the_installed_wheel_finds_every_variant_and_only_variants(
    wheel: Path, tmp_path: Path
) -> None:
    """Unpacked (as pip installs it) and imported from elsewhere, the wheel lists the variants
    of the checkout; the schema beside them is not taken for a variant."""
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    code = (
        "import sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "import belote_spec, json\n"
        "infos = [i for i in belote_spec.list_variants(include_abstract=True)\n"
        "         if i.origin == 'builtin']\n"
        "assert belote_spec.__file__.startswith(sys.argv[1]), belote_spec.__file__\n"
        "print(json.dumps(sorted((i.name, len(i.problems)) for i in infos)))\n"
        "print(belote_spec.load_variant('classic').files[0])\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(site)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    listed, classic = proc.stdout.splitlines()
    expected = sorted([p.stem, 0] for p in VARIANTS.glob("*.yaml"))
    assert json.loads(listed) == expected
    assert Path(classic) == site / "belote_spec" / "variants" / "classic.yaml"


# ------------------------------------------------------------------------------ the source index


def _read_yaml(path: Path) -> Any:
    """A shipped variant file as plain data (libyaml when present: ten times faster)."""
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)


_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def shipped_citations() -> list[tuple[str, str, str | None]]:
    """Every citation written in a shipped variant file (its own provenance and its options'):
    ``(variant, source key, section)``, read straight from the YAML."""
    out: list[tuple[str, str, str | None]] = []
    for path in sorted(VARIANTS.glob("*.yaml")):
        data = _read_yaml(path)
        blocks = [data.get("provenance") or {}]
        blocks += [
            (opt or {}).get("provenance") or {} for opt in (data.get("options") or {}).values()
        ]
        for block in blocks:
            for cite in block.values():
                if cite.get("source") is not None:
                    out.append((path.stem, str(cite["source"]), cite.get("section")))
    return out


def test_every_cited_source_is_indexed_with_its_author_date_and_sections() -> None:
    citations = shipped_citations()
    assert len(citations) > 500
    cited_keys = {key for _v, key, _s in citations}
    assert {"000", "002", "003", "004", "B16", "C16", "CAN", "KFFR", "PAG-C"} <= cited_keys
    names = {name for name, _k, _s in citations}
    declared = {name: belote_spec.load_variant(name).sources for name in names}
    for variant_name, key, section in citations:
        sources = declared[variant_name]
        assert key in sources, f"{variant_name} cites {key}, which its chain does not declare"
        source = sources[key]
        for field in ("title", "publisher", "date"):
            value = getattr(source, field)
            assert isinstance(value, str), f"{variant_name}: source {key} has no {field}"
            assert value.strip(), f"{variant_name}: source {key} has an empty {field}"
        assert source.title != key
        assert section is not None, f"{variant_name}: a citation of {key} names no section"
        assert section in source.sections, f"{variant_name}: {key} has no section {section!r}"


def test_a_source_key_names_one_document_everywhere() -> None:
    """Two files declaring the same key describe the same document (the index shows one)."""
    seen: dict[str, tuple[str, tuple[Any, ...]]] = {}
    for path in sorted(VARIANTS.glob("*.yaml")):
        data = _read_yaml(path)
        for key, declared in (data.get("sources") or {}).items():
            identity = tuple(declared.get(f) for f in ("title", "publisher", "date", "url"))
            first = seen.setdefault(key, (path.name, identity))
            assert first[1] == identity, f"{key}: {path.name} and {first[0]} differ: {identity}"


# ------------------------------------------------------------------------------ self-contained

#: A path that leaves the repository: the working folders beside it, or an absolute one.
OUTSIDE = re.compile(r"\.\./shared|\bshared/|/work/|\bseeds/|\bnotes/survey")
#: Working documents kept beside the repository, which a file may name only to say that a
#: check using them is optional.
WORKING_DOCUMENTS = re.compile(r"RULES-INVENTORY|PUBLISHED-RULESETS|ARCHITECTURE\.md")
TEXT_SUFFIXES = {".md", ".rst", ".py", ".yaml", ".yml", ".json", ".toml", ".txt", ".feature"}


def _repository_texts() -> Iterator[Path]:
    yield ROOT / "README.md"
    yield ROOT / "pyproject.toml"
    for folder in ("docs", "features", "belote_spec", "variants"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_symlink():  # variants/variant.schema.json: its target is read itself
                continue
            if path.suffix in TEXT_SUFFIXES and path.is_file() and "_build" not in path.parts:
                yield path


def _outside_references() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in _repository_texts():
        text = path.read_text(encoding="utf-8")
        where = str(path.relative_to(ROOT))
        hits = [m.group(0) for m in OUTSIDE.finditer(text)]
        named = WORKING_DOCUMENTS.findall(text)
        if named and not re.search(r"\bnot part of this repository\b", text):
            hits += named
        if hits:
            found[where] = sorted(set(hits))
    return found


#: Known, reported to the maintainers: the schema's description of ``sources.<key>.file``.
SCHEMA_FILE_DESCRIPTION = "belote_spec/schema/variant.schema.json"


def test_the_package_and_its_documentation_name_no_file_outside_the_repository() -> None:
    found = _outside_references()
    found.pop(SCHEMA_FILE_DESCRIPTION, None)
    assert not found, f"files that point outside the repository: {found}"


def test_the_schema_names_no_file_outside_the_repository() -> None:
    assert SCHEMA_FILE_DESCRIPTION not in _outside_references()


def test_the_outside_reference_check_finds_one() -> None:
    assert OUTSIDE.search("see ../shared/seeds/000.txt")
    assert OUTSIDE.search("as /work/notes/kffr.md reports")
    assert not OUTSIDE.search("docs/rules-survey/reglement-cannes.md")
    assert not OUTSIDE.search("the shared instance from CARDS")


# ------------------------------------------------------------------------------ features/README.md

FEATURES_README = ROOT / "features" / "README.md"
SHELL_BLOCK = re.compile(r"^(?P<indent>[ \t]*)```sh\n(?P<body>.*?)^(?P=indent)```", re.M | re.S)


def readme_commands(text: str) -> list[str]:
    """The commands of the ``sh`` code blocks of a Markdown text, one per line."""
    commands: list[str] = []
    for block in SHELL_BLOCK.finditer(text):
        for line in block["body"].splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                commands.append(line)
    return commands


def test_readme_commands_are_read_from_every_sh_block() -> None:
    text = (
        "intro\n\n```sh\nbelote-spec list\n```\n\n"
        "1. step\n\n   ```sh\n   a\n   # no\n   b\n   ```\n"
    )
    assert readme_commands(text) == ["belote-spec list", "a", "b"]


FEATURE_COMMANDS = readme_commands(FEATURES_README.read_text(encoding="utf-8"))


def test_the_features_readme_has_its_commands() -> None:
    assert "belote-spec show club" in FEATURE_COMMANDS
    assert "belote-spec coverage --gaps-only" in FEATURE_COMMANDS
    assert any(c.startswith("pytest tests/test_features.py -k ") for c in FEATURE_COMMANDS)


@pytest.mark.slow
@pytest.mark.parametrize("command", FEATURE_COMMANDS)
def test_each_command_of_the_features_readme_runs_as_written(command: str) -> None:
    """From the repository root, in the environment where the project is installed (its
    scripts, ``pytest`` and ``belote-spec``, first on the PATH, as in an activated venv)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    proc = subprocess.run(
        ["bash", "-c", command],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env=env,
    )
    assert proc.returncode == 0, (
        f"{command!r} exited {proc.returncode}:\n{proc.stdout}{proc.stderr}"
    )
    assert "Traceback" not in proc.stderr
    if command.startswith("pytest"):
        assert re.search(r"\b[1-9]\d* passed\b", proc.stdout), proc.stdout[-500:]


# ------------------------------------------------------------------------------ the plugin package

PLUGIN_TUTORIAL = ROOT / "docs" / "tutoriels" / "ecrire-un-plugin.rst"
PACKAGE = "mes-regles"
_DIRECTIVE = re.compile(r"^\.\. (?P<kind>code-block|literalinclude)::\s*(?P<arg>\S*)\s*$")
_OPTION = re.compile(r"^   :(?P<key>[\w-]+):\s*(?P<value>.*)$")


def tutorial_files(rst: Path) -> dict[str, str]:
    """The files of the tutorial's example package: every ``code-block`` or ``literalinclude``
    whose caption is a path under ``mes-regles/``, as {path: text}."""
    lines = rst.read_text(encoding="utf-8").splitlines()
    files: dict[str, str] = {}
    i = 0
    while i < len(lines):
        found = _DIRECTIVE.match(lines[i])
        i += 1
        if not found:
            continue
        options: dict[str, str] = {}
        while i < len(lines) and (option := _OPTION.match(lines[i])):
            options[option["key"]] = option["value"]
            i += 1
        body: list[str] = []
        while i < len(lines) and (not lines[i].strip() or lines[i].startswith("   ")):
            body.append(lines[i][3:])
            i += 1
        caption = options.get("caption", "")
        if not caption.startswith(f"{PACKAGE}/"):
            continue
        if found["kind"] == "literalinclude":
            text = (rst.parent / found["arg"]).read_text(encoding="utf-8")
        else:
            text = "\n".join(body).strip("\n") + "\n"
        assert caption not in files, f"{caption} is given twice"
        files[caption] = text
    return files


def tree_files(rst: Path) -> set[str]:
    """The files the tutorial's folder tree shows (``mes-regles/`` and its ``├──`` lines)."""
    text = rst.read_text(encoding="utf-8")
    block = re.search(rf"^   {PACKAGE}/\n((?:   [│├└ ].*\n)+)", text, re.M)
    assert block, "the tutorial shows no folder tree of the package"
    out: set[str] = set()
    stack: list[str] = [PACKAGE]
    for line in block[1].splitlines():
        name_at = re.search(r"[├└]── ", line)
        assert name_at, line
        depth = (name_at.start() - 3) // 4 + 1
        name = line[name_at.end() :].strip()
        del stack[depth:]
        if name.endswith("/"):
            stack.append(name.rstrip("/"))
        else:
            out.add("/".join([*stack, name]))
    return out


@pytest.fixture(scope="module")
def plugin_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tutorial's package, written from its literal blocks."""
    root = tmp_path_factory.mktemp("tutorial")
    for name, text in tutorial_files(PLUGIN_TUTORIAL).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / PACKAGE


def test_the_plugin_tutorial_gives_every_file_of_its_package() -> None:
    files = tutorial_files(PLUGIN_TUTORIAL)
    assert set(files) == tree_files(PLUGIN_TUTORIAL)
    assert f"{PACKAGE}/pyproject.toml" in files


def test_the_plugin_packages_pyproject_declares_a_build_a_project_and_the_entry_points(
    plugin_package: Path,
) -> None:
    data = tomllib.loads((plugin_package / "pyproject.toml").read_text(encoding="utf-8"))
    build = data["build-system"]
    assert build["build-backend"] in ("hatchling.build", "setuptools.build_meta")
    assert build["requires"]
    project = data["project"]
    assert project["name"] == PACKAGE
    assert project["version"]
    assert any(d.startswith("belote-spec") for d in project["dependencies"])
    entry_points = project["entry-points"]["belote_spec.plugins"]
    assert entry_points == {
        "fournir-seulement": "mes_regles.fournir_seulement",
        "marque-doublee": "mes_regles.marque_doublee",
    }
    for module in entry_points.values():
        assert (plugin_package / "src" / (module.replace(".", "/") + ".py")).is_file(), module


@pytest.fixture(scope="module")
def plugin_site(plugin_package: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tutorial's package built into a wheel by its own build backend, unpacked as pip
    installs it: a folder to put on ``sys.path``."""
    builders = pytest.importorskip(
        "hatchling.builders.wheel", reason=missing("hatchling", "in the test extra")
    )
    out = tmp_path_factory.mktemp("tutorial-wheel")
    (wheel,) = builders.WheelBuilder(str(plugin_package)).build(
        directory=str(out), versions=["standard"]
    )
    site = out / "site"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    return site


def test_the_installed_plugin_package_registers_with_the_plugin_manager(plugin_site: Path) -> None:
    """Installed, the package's entry points are found by name: a variant that names the
    plugin compiles with it, without passing the plugin to ``compile()``."""
    variant = ROOT / "docs" / "tutoriels" / "exemples" / "ma-variante-enfants.yaml"
    code = (
        "import sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "import belote_spec\n"
        "from belote_spec.pluginmanager import available_plugins, make_plugin_manager\n"
        "found = available_plugins()\n"
        "print(sorted(n for n in found if n in ('fournir-seulement', 'marque-doublee')))\n"
        "pm = make_plugin_manager(['fournir-seulement', 'marque-doublee'])\n"
        "print(pm.get_plugin('fournir-seulement').__name__)\n"
        "print(pm.get_plugin('marque-doublee').__file__)\n"
        "rules = belote_spec.load_variant(sys.argv[2]).compile()\n"
        "trick = [('N', 'A♠'), ('W', '9♥')]\n"
        "print(len(rules.legal_cards('A♥ 7♥ R♦ 10♣ 8♣', trick, 'H')))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(plugin_site), str(variant)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=plugin_site,
    )
    assert proc.returncode == 0, proc.stderr
    names, module, path, legal = proc.stdout.splitlines()
    assert names == "['fournir-seulement', 'marque-doublee']"
    assert module == "mes_regles.fournir_seulement"
    assert Path(path).is_relative_to(plugin_site)
    # West trumped North's ace with the 9 of hearts: classic belote makes South play a heart
    # (two legal cards); with only the duty to follow suit left, all five cards are legal
    assert legal == "5"
    classic = belote_spec.load_variant("classic").compile()
    assert len(classic.legal_cards("A♥ 7♥ R♦ 10♣ 8♣", [("N", "A♠"), ("W", "9♥")], "H")) == 2


def test_belote_spec_list_plugins_sees_the_installed_package(plugin_site: Path) -> None:
    """The tutorial's check, ``belote-spec list --plugins``, names both plugins."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["PYTHONPATH"] = str(plugin_site)
    script = Path(sys.executable).parent / "belote-spec"
    command = [str(script)] if script.is_file() else [sys.executable, "-m", "belote_spec"]
    proc = subprocess.run(
        [*command, "list", "--plugins"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=plugin_site,
        env=env,
    )
    # the tutorial's two plugins are listed and load; the exit code also reflects any other
    # package of this environment, which is not the project's to check
    rows = {line.split()[0]: line for line in proc.stdout.splitlines()[1:] if line.strip()}
    assert proc.returncode in (0, 1), proc.stderr
    for name in ("fournir-seulement", "marque-doublee"):
        assert rows[name].endswith(" ok"), rows[name]


def test_every_schema_line_the_project_writes_or_ships_resolves_to_a_file(tmp_path: Path) -> None:
    """Every ``$schema=`` the project ships, shows or writes names a schema file by a relative
    path, never an address (the project has none: an editor would fail to load it): in a
    variant file, it resolves to the schema; in the documentation, it names a file the project
    writes; in the starter of ``belote-spec new``, in every language, it resolves beside it."""
    from belote_spec.bdd.starter import write_starter
    from belote_spec.i18n import SHIPPED
    from belote_spec.schema import schema_file

    written = {schema_file(lang) for lang in SHIPPED}
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    checked = 0
    for name in tracked:
        path = ROOT / name
        if path.suffix not in (".yaml", ".yml", ".rst", ".md", ".py") or name.startswith("tests/"):
            continue
        for target in re.findall(r"\$schema=([^\s`'\"]+)", path.read_text(encoding="utf-8")):
            if target in ("…", "{schema}") or target.startswith("{"):
                continue  # a placeholder in a sentence or a template
            checked += 1
            assert "://" not in target, f"{name}: $schema={target} is an address, not a file"
            if path.suffix in (".yaml", ".yml"):
                resolved = (path.parent / target).resolve()
                assert resolved.is_file(), f"{name}: $schema={target} does not exist"
                assert json.loads(resolved.read_text(encoding="utf-8"))["$schema"].startswith(
                    "https://json-schema.org/"
                ), f"{name}: $schema={target} is not a JSON Schema"
            else:
                assert posixpath.basename(target) in written, f"{name}: $schema={target}"
    assert checked >= 15
    for lang in SHIPPED:
        repo = tmp_path / lang
        write_starter(repo, "mon-club", lang=lang)
        (variant,) = (repo / "variants").glob("mon-club.yaml")
        target = _schema_target(variant.read_text(encoding="utf-8").splitlines()[0], lang)
        schema = json.loads((variant.parent / target).read_text(encoding="utf-8"))
        assert schema["properties"].keys() == json.loads(schema_text())["properties"].keys()
