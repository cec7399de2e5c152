"""belote-spec: the rules of Belote as data.

The stable API for other applications:

* :func:`load_variant` — load, compose and validate a variant (``"classic"``, ``"club+vache"``,
  or a path), returning an immutable :class:`Variant`;
* :func:`list_variants` — the variants available (shipped, and from the entry-point group
  ``belote_spec.variants``);
* :class:`VariantError` — raised for any bad variant; ``.problems`` lists every
  :class:`Problem` with its file, line, column and rule path.
"""

from __future__ import annotations

from .errors import Problem, VariantError
from .loader import (
    Citation,
    OptionInfo,
    Source,
    Variant,
    VariantInfo,
    list_variants,
    load_variant,
)

__version__ = "0.1.0.dev0"

__all__ = [
    "Citation",
    "OptionInfo",
    "Problem",
    "Source",
    "Variant",
    "VariantError",
    "VariantInfo",
    "__version__",
    "list_variants",
    "load_variant",
]
