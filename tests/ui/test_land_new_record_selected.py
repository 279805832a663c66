"""A record added through a land-reform tab is the one selected in its list afterwards (the new
surplus parcel was not: the one selected before stayed, and the clerk moved to it by Up), and an
empty list with no search box does not speak of searching."""

from __future__ import annotations

from desktop.services import land_reform as lr
from tests.ui.test_land_reform_page import _person, _save, _type, page  # noqa: F401 - page is a fixture


def test_a_new_surplus_parcel_is_selected_in_its_list(page):  # noqa: F811 - the fixture imported above
    db = page.ctx.db
    owner = _person(db, 0)[0]
    village = db.execute("SELECT id FROM village ORDER BY id").fetchone()[0]
    lr.add_parcel(db, owner_id=owner, village_id=village, kind="irrigated", area_ha="420")
    parcel = db.execute("SELECT id FROM land_parcel").fetchone()[0]
    first = lr.add_surplus(db, parcel_id=parcel, label="قطعهٔ ۱", area_ha="5", price_rials="1000",
                           regional_min_ha="5", taken_on="1341/01/10").id  # fmt: skip
    tab = page.distribution
    tab.refresh()
    assert tab.surplus.current_id() == first
    tab.add_surplus()
    dialog = tab.dialog
    _type(dialog, "label", "قطعهٔ ۲")
    _type(dialog, "area_ha", "10")
    _type(dialog, "price_rials", "1000005")
    _type(dialog, "regional_min_ha", "5")
    _type(dialog, "taken_on", "1341/02/01")
    _save(dialog)
    assert dialog.change is not None
    assert len(tab.surplus.rows) == 2
    assert tab.surplus.current_id() == dialog.change.id != first
    # its applicants, none yet: the list has no search box, and its hint does not speak of one
    assert tab.applicants.rows == []
    hint = tab.applicants.view.empty_hint
    assert hint and "جست‌وجو" not in hint and "search" not in hint.lower()
