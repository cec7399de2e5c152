"""The ``belote-spec`` command line.

:func:`main` runs it (:mod:`.program`); :func:`build_parser` builds its parser (:mod:`.parser`).
The commands are grouped by what they serve: :mod:`.variant_commands` (``list``, ``show``,
``diff``, ``export``, ``rulebook``), :mod:`.authoring_commands` (``validate``, ``coverage``,
``new``, ``schema``) and :mod:`.play_commands` (``play``, ``match``, ``replay``,
``simulate``), with what they share in :mod:`.console`. The names below stay importable from
``belote_spec.cli``; a test that replaces one for the code that uses it replaces it in the
module that holds it.
"""

from __future__ import annotations

from .authoring_commands import DEFAULT_MAX_COMBINATIONS as DEFAULT_MAX_COMBINATIONS
from .authoring_commands import MAX_COUNTED_OPTIONS as MAX_COUNTED_OPTIONS
from .authoring_commands import MAX_DEAL_ACTIONS as MAX_DEAL_ACTIONS
from .authoring_commands import MAX_FOLDER_DEPTH as MAX_FOLDER_DEPTH
from .authoring_commands import MAX_FOLDER_ENTRIES as MAX_FOLDER_ENTRIES
from .authoring_commands import VARIANT_SUFFIXES as VARIANT_SUFFIXES
from .authoring_commands import check_combination as check_combination
from .authoring_commands import cmd_coverage as cmd_coverage
from .authoring_commands import cmd_new as cmd_new
from .authoring_commands import cmd_schema as cmd_schema
from .authoring_commands import cmd_validate as cmd_validate
from .authoring_commands import option_combinations as option_combinations
from .authoring_commands import playable_problems as playable_problems
from .authoring_commands import uncited_rules as uncited_rules
from .authoring_commands import write_schemas as write_schemas
from .console import EXIT_OK as EXIT_OK
from .console import EXIT_PROBLEMS as EXIT_PROBLEMS
from .console import EXIT_USAGE as EXIT_USAGE
from .parser import ARGPARSE_MESSAGES as ARGPARSE_MESSAGES
from .parser import argparse_translated as argparse_translated
from .parser import build_parser as build_parser
from .play_commands import BOT_NAMES as BOT_NAMES
from .play_commands import DEFAULT_MATCH_DEALS as DEFAULT_MATCH_DEALS
from .play_commands import MAX_MATCH_DEALS as MAX_MATCH_DEALS
from .play_commands import MAX_MATCH_JOBS as MAX_MATCH_JOBS
from .play_commands import MAX_MATCH_SEED as MAX_MATCH_SEED
from .play_commands import cmd_match as cmd_match
from .play_commands import cmd_play as cmd_play
from .play_commands import cmd_replay as cmd_replay
from .play_commands import cmd_simulate as cmd_simulate
from .play_commands import match_report as match_report
from .play_commands import target_error as target_error
from .program import main as main
from .variant_commands import cmd_diff as cmd_diff
from .variant_commands import cmd_export as cmd_export
from .variant_commands import cmd_list as cmd_list
from .variant_commands import cmd_rulebook as cmd_rulebook
from .variant_commands import cmd_show as cmd_show
from .variant_commands import show_json as show_json

__all__ = ["main"]
