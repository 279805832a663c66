"""Record an applicant for a surplus parcel: art. 19 class, children, and what art. 19 note 2
and art. 20 ask (eligibility is computed on saving)."""

from __future__ import annotations

from desktop.rules.land_reform import CLASS_FA, CLASS_LETTER_FA
from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class ApplicantDialog(LandFormDialog):
    service = staticmethod(lr.add_applicant)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Add applicant"))
        self.person("person_id", self.tr("Applicant (head of household)"))
        self.combo(
            "priority_class",
            self.tr("Class (art. 19)"),
            [(k, f"{CLASS_LETTER_FA[k]}) {v}") for k, v in CLASS_FA.items()],
        )
        self.line("children", self.tr("Children"), number="int")
        self.line("holding_ha", self.tr("Land he holds now (hectares)"), "0", number="decimal")
        self.check("farms", self.tr("Farms in person or undertakes to (art. 20)"), True)
        self.check("barred_1337", self.tr("Barred by the law of 22 Dey 1337"))
        self.check("resigned_resident", self.tr("Resigned, farms and lives in the village"))
        self.date("applied_on", self.tr("Applied on"))
