"""The words the rules show are the statute's words."""

from __future__ import annotations

from desktop.printing import statutes
from desktop.rules.fields import label_fa
from desktop.rules.land_holdings import KIND_FA


def test_the_third_class_of_land_is_bayer_not_fallow() -> None:
    # 1339 art. 2: «چهار صد هکتار (آیش و زیر کشت) از اراضی آبی ... هشتصد هکتار (آیش و زیر
    # کشت) از اراضی دیم و بایر»: fallow land is inside the irrigated and dry classes; the third
    # class is بایر (art. 1 الف: «زمینی است که در آن عملیات زراعی انجام نگرفته باشد»).
    art2 = statutes.cited("1339", 2)
    assert "(آیش و زیر کشت) از اراضی آبی" in art2 and "دیم و بایر" in art2
    assert label_fa("fallow_ha").startswith("زمین بایر")
    assert "آیش جزو آبی یا دیم" in label_fa("fallow_ha")
    assert KIND_FA["fallow"] == "بایر"
