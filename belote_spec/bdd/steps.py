"""Step definitions of the French acceptance scenarios (``features/*.feature``).

The steps read the way a player talks at the table: « Soit une donne de la variante
"classic" à l'atout cœur », « Et Nord a joué l'as de pique », « Quand Sud doit jouer avec
V♥ 9♥ A♦ », « Alors les cartes jouables sont V♥ 9♥ ». Cards are written in French (V, D, R, A,
10 with ♠♥♦♣ or pique/cœur/carreau/trèfle) or as English codes; seats are Nord, Ouest, Sud,
Est; teams NS and EO (or Nord-Sud, Est-Ouest).

A step that cannot be understood (a card or a seat that does not exist), an error of the
engine inside a step and an « Alors » whose outcome differs all fail with a French message
(the step, then what was expected and what the engine gives), and a scenario line that no step
matches names the nearest steps: the plugin reports them without the library's traceback
(:mod:`.report`; ``pytest --tb=long`` shows it). During a scenario the engine speaks French.

This module is a pytest plugin, installed with the package (entry point ``pytest11``, with
the ``bdd`` extra: pytest and pytest-bdd): a repository holding its own
``variants/*.yaml`` and ``features/*.feature`` runs its scenarios with plain ``pytest``, a test
module binding them with ``pytest_bdd.scenarios("features")``. A variant is named by name
(« la variante "classic" ») or by the path of its file (« la variante "variants/mine.yaml" »),
relative to the folder pytest runs in.

The steps are written by phase, in :mod:`.variant_steps`, :mod:`.card_play_steps`,
:mod:`.annonce_steps`, :mod:`.scoring_steps`, :mod:`.bidding_steps` and
:mod:`.whole_deal_steps`, with what they share in :mod:`.step_helpers` and the plugin's hooks
in :mod:`.pytest_hooks`. This module is the plugin that gathers them: pytest-bdd makes each step
a fixture of the module that defines it, and pytest reads a plugin's fixtures and hooks in the
plugin's own namespace, so every step's fixture, the ``table`` fixture and the hooks are brought
here. A club's own steps use the decorators and readers named here (``given``, ``card``,
``fail``…).
"""

from __future__ import annotations

import pytest

# The golden-deal helpers check with plain asserts: rewritten, as in a test module, so that a
# failure shows its values (registered before any step module imports them).
pytest.register_assert_rewrite("belote_spec.bdd.golden")

# isort: off
# The step modules in the order of their steps in KNOWN (the order of the suggestions for a
# line no step matches), as they stood in the one module they come from.
from . import variant_steps  # noqa: E402
from . import card_play_steps  # noqa: E402
from . import annonce_steps  # noqa: E402
from . import scoring_steps  # noqa: E402
from . import bidding_steps  # noqa: E402
from . import whole_deal_steps  # noqa: E402

# isort: on
from .pytest_hooks import LANGUAGE as LANGUAGE  # noqa: E402
from .pytest_hooks import RECORD as RECORD  # noqa: E402
from .pytest_hooks import RUN as RUN  # noqa: E402
from .pytest_hooks import pytest_addoption as pytest_addoption  # noqa: E402
from .pytest_hooks import pytest_bdd_after_scenario as pytest_bdd_after_scenario  # noqa: E402
from .pytest_hooks import pytest_bdd_before_scenario as pytest_bdd_before_scenario  # noqa: E402
from .pytest_hooks import pytest_bdd_step_error as pytest_bdd_step_error  # noqa: E402
from .pytest_hooks import (  # noqa: E402
    pytest_bdd_step_func_lookup_error as pytest_bdd_step_func_lookup_error,
)
from .pytest_hooks import pytest_configure as pytest_configure  # noqa: E402
from .pytest_hooks import pytest_runtest_makereport as pytest_runtest_makereport  # noqa: E402
from .pytest_hooks import pytest_sessionfinish as pytest_sessionfinish  # noqa: E402
from .pytest_hooks import pytest_terminal_summary as pytest_terminal_summary  # noqa: E402
from .pytest_hooks import pytest_testnodedown as pytest_testnodedown  # noqa: E402
from .pytest_hooks import pytest_unconfigure as pytest_unconfigure  # noqa: E402
from .step_helpers import KINDS as KINDS  # noqa: E402
from .step_helpers import NAMES as NAMES  # noqa: E402
from .step_helpers import OUTCOMES as OUTCOMES  # noqa: E402
from .step_helpers import OUTCOMES_FR as OUTCOMES_FR  # noqa: E402
from .step_helpers import VARIANTS_INI as VARIANTS_INI  # noqa: E402
from .step_helpers import Table as Table  # noqa: E402
from .step_helpers import bid_value as bid_value  # noqa: E402
from .step_helpers import card as card  # noqa: E402
from .step_helpers import cards as cards  # noqa: E402
from .step_helpers import differs as differs  # noqa: E402
from .step_helpers import engine as engine  # noqa: E402
from .step_helpers import fail as fail  # noqa: E402
from .step_helpers import given as given  # noqa: E402
from .step_helpers import mode as mode  # noqa: E402
from .step_helpers import number as number  # noqa: E402
from .step_helpers import seat as seat  # noqa: E402
from .step_helpers import table as table  # noqa: E402
from .step_helpers import team as team  # noqa: E402
from .step_helpers import team_fr as team_fr  # noqa: E402
from .step_helpers import then as then  # noqa: E402
from .step_helpers import trump_fr as trump_fr  # noqa: E402
from .step_helpers import use_variant as use_variant  # noqa: E402
from .step_helpers import value as value  # noqa: E402
from .step_helpers import when as when  # noqa: E402

#: The modules that define the steps, in the order of their steps.
STEP_MODULES = (
    variant_steps,
    card_play_steps,
    annonce_steps,
    scoring_steps,
    bidding_steps,
    whole_deal_steps,
)
#: The prefix of the fixture pytest-bdd makes of each step.
STEP_FIXTURE = "pytestbdd_stepdef_"


def _gather_steps() -> None:
    """Bring every step's fixture here, where pytest finds the plugin's fixtures. Two modules
    never define a fixture of the same name (pytest-bdd numbers the repeats of one module only):
    one would hide the other."""
    here = globals()
    for module in STEP_MODULES:
        for name, fixture in vars(module).items():
            if name.startswith(STEP_FIXTURE):
                if name in here:
                    raise RuntimeError(f"two step modules define the step fixture {name}")
                here[name] = fixture


_gather_steps()
