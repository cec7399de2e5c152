"""A game at the terminal: four bots to watch, or you at South against three bots.

Everything a player sees is in the table's language (:func:`belote_spec.i18n.output_language`:
``--lang``, else the environment, else French), through the message catalogs: hands, bidding,
each trick, annonces and the score sheet after each deal. The human player answers with the
number of a line of the list or in words, French or English whatever the table's language: a
card (``V♥``, ``J♥``, ``valet de cœur``, ``jack of hearts``, ``JH``), a call (``passe``/
``pass``, ``prends cœur``/``take hearts``, ``80 ♥``, ``contre``/``double``), « aide »/"help" or
« quitter »/"quit"; an illegal card is refused with the rule that forbids it, and a lone
playable card is played at once. With ``save``, the game record is written atomically, also
when the game is interrupted.

The game is :func:`play_at_table` (:mod:`.session`); the table's words are in
:mod:`.wording`, what it prints as the game goes in :mod:`.printer`, how it reads the human
player in :mod:`.answers` and :mod:`.prompt`, and the record it writes in :mod:`.saving`.
The names below were those of ``belote_spec.table``, which still imports (with a
:class:`DeprecationWarning`) as this package.
"""

from __future__ import annotations

from .answers import CALL_WORDS as CALL_WORDS
from .answers import HELP_WORDS as HELP_WORDS
from .answers import MAX_INPUT as MAX_INPUT
from .answers import QUIT_WORDS as QUIT_WORDS
from .answers import QUOTE as QUOTE
from .answers import TYPED_VALUES as TYPED_VALUES
from .answers import PlayerQuit, read_answer, typed_form
from .answers import bids_line as bids_line
from .answers import numbered as numbered
from .prompt import DISCARD_CHUNK as DISCARD_CHUNK
from .saving import SaveError, check_save_path, write_atomically
from .saving import install_file as install_file
from .session import ActingBot as ActingBot
from .session import Chooser as Chooser
from .session import GameChooser as GameChooser
from .session import play_at_table
from .wording import NAME as NAME
from .wording import belote_calls as belote_calls
from .wording import card_text as card_text
from .wording import describe_action
from .wording import french as french
from .wording import hand_text as hand_text
from .wording import team_code as team_code
from .wording import team_name as team_name

__all__ = [
    "PlayerQuit",
    "SaveError",
    "check_save_path",
    "describe_action",
    "play_at_table",
    "read_answer",
    "typed_form",
    "write_atomically",
]
