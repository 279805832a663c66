"""The Persian recipe: shaping keeps what it must, lines break in logical order, bidi per line."""

from __future__ import annotations

import arabic_reshaper
from hypothesis import example, given, settings
from hypothesis import strategies as st
from reportlab.pdfbase import pdfmetrics

from desktop.paths import SEEDS_DIR
from desktop.printing import persian
from desktop.printing.fonts import REGULAR, register_fonts

register_fonts()


def test_zwnj_tanwin_and_heh_with_hamza_are_kept():
    assert "\u064b" in persian.shape("مثلاً")  # tanwin
    assert "\u0654" in persian.shape("خانهٔ")  # hamza above
    # ۀ: final form after a joining letter; unshaped (not the missing isolated form) elsewhere
    assert persian.shape("خانۀ").endswith("\ufba5")
    assert persian.shape("ۀ") == "\u06c0" and persian.shape("رۀ").endswith("\u06c0")
    face = pdfmetrics.getFont(REGULAR).face
    assert all(ord(c) in face.charToGlyph for c in persian.shape("خانۀ رۀ مثلاً خانهٔ"))
    shaped = persian.shape("می‌رود")
    assert "\u200c" in shaped  # the reshaper honours ZWNJ


def test_shaping_word_by_word_gives_what_the_whole_text_reshaped_gives():
    # every paragraph of the shipped statutes (both ي and ی, ZWNJ, harakat, لا and الله), with
    # and without Persian digits, and a name set among them as a batch's documents do
    paragraphs = [
        p for f in sorted(SEEDS_DIR.glob("*.txt")) for p in f.read_text("utf-8").split("\n")
    ]
    paragraphs += ["از آقای عبدالله لاهوتی  فرزند  علی (کد ملی 0012345678)، الله‌وردی"]
    assert len(paragraphs) > 300
    reshaper = arabic_reshaper.ArabicReshaper(configuration=persian.RESHAPER_CONFIG)  # as shipped
    for text in paragraphs:
        for digits in (True, False):
            whole = reshaper.reshape(persian.to_persian_digits(text) if digits else text)
            assert persian.shape(text, persian_digits=digits) == whole, text


def test_digits_become_persian_and_are_not_reversed():
    assert persian.one_line("12345") == "۱۲۳۴۵"
    assert persian.one_line("تاریخ 1403/02/15").startswith("۱۴۰۳/۰۲/۱۵")


def test_brackets_and_guillemets_face_the_text():
    line = persian.one_line("الف (ب) «ج»")
    # visual left-to-right: «ج» then (ب) then الف, each pair mirrored to face its text
    assert line.index("«") < line.index("»") < line.index("(") < line.index(")")


def test_latin_stays_left_to_right_inside_persian():
    assert "Vazirmatn" in persian.one_line("قلم Vazirmatn است")


def test_never_breaks_at_zwnj():
    text = persian.shape(" ".join(["می‌خواهند"] * 30))
    for line in persian.break_lines(text, REGULAR, 11, 120):
        assert not line.startswith("\u200c") and not line.endswith("\u200c")
        assert all(w.count("\u200c") == 1 for w in line.split(" "))


def test_a_word_wider_than_the_line_is_cut_not_lost():
    word = "ب" * 500
    lines = persian.break_lines(persian.shape(word), REGULAR, 9, 80)
    assert len(lines) > 1
    assert "".join(lines) == persian.shape(word)


ALPHABET = "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی‌۰۱۲۳۴۵abc"


@given(
    st.lists(
        st.text(alphabet=ALPHABET, min_size=1, max_size=12).filter(lambda w: w.strip("\u200c")),
        min_size=1,
        max_size=60,
    ),
    st.integers(min_value=60, max_value=400),
)
def test_lines_keep_logical_order(tokens, width):
    """Lines read in order give back the text (nothing lost, nothing moved), each fits the width."""
    text = persian.shape(" ".join(tokens))
    lines = persian.break_lines(text, REGULAR, 11, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        assert line and line == line.strip(" ")
        assert persian.width(line, REGULAR, 11) <= width + 0.01
    uncut = [w for w in text.split(" ") if w and persian.width(w, REGULAR, 11) <= width]
    joined = " ".join(lines)
    assert all(w in joined for w in uncut)


def test_tabs_and_windows_newlines_are_plain_breaks():
    lines = persian.lay_out("الف\tب\r\nج", REGULAR, 11, 400)
    assert [line.text for line in lines] == [persian.one_line("الف ب"), persian.one_line("ج")]


# what a line of a paper is made of: Persian letters (typed and shaped), marks, ZWNJ, spaces,
# punctuation and brackets, and now and then a digit or a Latin letter (the library's lines)
BIDI_ALPHABET = (
    "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیيكئءآأؤة"  # letters
    "\u064b\u064e\u064f\u0650\u0651\u0654"  # marks
    "\ufe8d\ufe91\ufe92\ufee0\ufefb\ufdf2\ufb8e"  # presentation forms, لا, الله
    "\u200c\u200c     .،؛:!؟«»()[]—-/%+*"  # ZWNJ, spaces, punctuation, brackets
)


def _library(line: str) -> list[tuple[str, int]]:
    return persian._reorder_by_library(line)


def test_a_line_of_words_is_reordered_as_the_bidi_algorithm_reorders_it():
    """Every line of the shipped statutes (shaped, as drawn) and of every template's sample
    text gives through ``_reorder`` what python-bidi's algorithm gives, whether it takes the
    shortcut of a line with no number or left-to-right letter or not."""
    lines = [
        persian.shape(p)
        for f in sorted(SEEDS_DIR.glob("*.txt"))
        for p in f.read_text("utf-8").split("\n")
    ]
    lines += [persian.shape(p, persian_digits=False) for p in lines[:200]]
    shortcut = 0
    for line in lines:
        for part in line.split("  ") + [line[:120], line[-90:]]:
            assert persian._reorder(part) == _library(part), part
            shortcut += all(persian._bidi_class(c) in persian._RIGHT_TO_LEFT_ONLY for c in part)
    assert shortcut > 300  # the shortcut is taken, and tested, on many lines


@given(st.text(alphabet=BIDI_ALPHABET + "۱۲۳0123abcXYZ", max_size=80))
def test_any_line_is_reordered_as_the_bidi_algorithm_reorders_it(line):
    assert persian._reorder(line) == _library(line)


@given(st.text(alphabet=BIDI_ALPHABET, min_size=1, max_size=80))
def test_a_line_without_numbers_or_latin_takes_the_shortcut_and_agrees(line):
    assert all(persian._bidi_class(c) in persian._RIGHT_TO_LEFT_ONLY for c in line)
    assert persian._reorder(line) == _library(line)


NUMBER_PARTS = st.lists(
    st.text(alphabet="۰۱۲۳۴۵۶۷۸۹0123456789", min_size=1, max_size=6), min_size=1, max_size=4
)


@given(NUMBER_PARTS, st.sampled_from(["/", ":", ".", ",", "-", "+", "،"]))
@example(["۳۲", "۱۴۰۵"], "/")  # a register number
@example(["۱۲", "۳۴"], "،")
def test_a_number_is_reordered_as_the_bidi_algorithm_reorders_it(parts, separator):
    """A number, its separators single and between digits, takes the shortcut of a number and
    agrees with python-bidi; with a separator at an end or doubled it does not, and agrees."""
    number = separator.join(parts)
    assert persian._one_number(number)
    assert persian._reorder(number) == _library(number)
    for odd in (separator + number, number + separator, number.replace(separator, separator * 2)):
        assert not persian._one_number(odd) or separator not in number
        assert persian._reorder(odd) == _library(odd)


_SCRIPT = "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیيكةءآأإؤئ" + "\u064b\u064e\u0650\u0651\u0670\u0640"
_OTHERS = "۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩٪٫٬،؛؟/:.-+()«»[]0123456789abcXYZ\u200c\u200d\ufefb\ufdf2"


@given(st.text(alphabet=_SCRIPT + _OTHERS, max_size=12))
@example("۱۲/۱۴۰۵")
@example("٬۱۲۵۰٬۰۰۰")
@example("\u200d")
def test_a_word_is_shaped_as_the_reshaper_shapes_it(word):
    # a word the reshaper would leave as it is (a number, its separators) is not handed to it
    assert persian._shape_word.__wrapped__(word) == persian._RESHAPER.reshape(word)


def _visual_letter_by_letter(line: str) -> tuple[str, tuple]:
    """``persian.visual`` as first written: every glyph asked whether it is a ligature."""
    from desktop.printing.persian import (
        ZWNJ,
        Glyph,
        ghost,
        ligature_letters,
        mirror_alias,
        read_by_ligature,
    )

    order = persian._reorder(line) if line else []
    glyphs = []
    for ch, i in order:
        if ch != line[i]:
            glyphs.append(Glyph(mirror_alias(line[i]), i))
            continue
        glyphs.append(Glyph(ch, i))
        letters = ligature_letters(ch) if ch >= "\ufb50" else ""
        n = len(letters)
        if n > 1:
            read = read_by_ligature(letters)
            for k in range(read + 1, n):
                glyphs.append(Glyph(ghost(letters[k]), i, inside=i, nudge=-1 - (k - read - 1)))
            for k in range(read):
                glyphs.append(Glyph(ghost(letters[k]), i, inside=i, at=1.0, nudge=-3 - k))
    drawn = {i for _, i in order}
    for z, ch in enumerate(line):
        if ch == ZWNJ and z not in drawn and z + 1 in drawn:
            glyphs.append(Glyph(ZWNJ, z, inside=z + 1, at=1.0, nudge=-2))
    return "".join(ch for ch, _ in order), tuple(glyphs)


@given(st.text(alphabet=BIDI_ALPHABET + "۱۲۳0123abc", max_size=60))
@example("\ufefb\u200c\ufe8d")
@example("(\ufe91\ufee0)")
def test_a_line_s_glyphs_are_those_found_letter_by_letter(line):
    # a line with no ligature and nothing mirrored takes the shortcut; any line agrees
    for text in (line, persian.shape(line)):
        got = persian.visual.__wrapped__(text)
        assert (str(got), got.glyphs) == _visual_letter_by_letter(text)


def test_the_statutes_lines_glyphs_are_those_found_letter_by_letter():
    register_fonts()
    lines = [
        line
        for f in sorted(SEEDS_DIR.glob("*.txt"))
        for paragraph in f.read_text("utf-8").split("\n")[:80]
        for line in persian.break_lines(persian.shape(paragraph), REGULAR, 11.0, 480.0)
    ]
    for line in lines:
        got = persian.visual.__wrapped__(line)
        assert (str(got), got.glyphs) == _visual_letter_by_letter(line), line
    shortcut = sum(persian._LIGATURES.isdisjoint(line) for line in lines)
    assert shortcut > 100 and len(lines) - shortcut > 100  # both ways, on many lines


NUMBERED = (
    "ابپکگلمنوهیيآ\u064e\u0651\u200c  "  # letters, marks, ZWNJ, spaces
    "۰۱۲۳۴۵0123٠١٢٫٬"  # Persian and European digits (EN), Arabic-Indic ones and separators (AN)
    "/:.,،+-%٪$#«»()[]!؟—\t"  # separators, terminators, neutrals, brackets, a tab
)


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=NUMBERED, max_size=50))
@example("قریهٔ کامو ۲ دریافت شد")
@example("مبلغ ۱٬۲۵۰٬۰۰۰ ریال (٪۱۵) در ۱۴۰۵/۰۹/۱۶")
@example("12+3- %5$ ،۱/۲")
def test_a_line_with_numbers_is_reordered_as_the_bidi_algorithm_reorders_it(line):
    # numbers in right-to-left text (no left-to-right letter) take their own way, and agree
    assert {persian._bidi_class(c) for c in line} <= persian._WITH_NUMBERS
    assert persian._reorder(line) == _library(line)


def test_measuring_a_line_keeps_no_line_alive():
    # a batch of distinct names lays out thousands of lines: the widths kept are the texts',
    # not the visual lines themselves with a glyph object for each letter
    import gc

    from desktop.printing import textlayer

    register_fonts()
    lines = [persian.visual(persian.shape(f"آقای شمارهٔ {i} از قریهٔ کامو")) for i in range(500)]
    for line in lines:
        persian.width(line, REGULAR, 11.0)
    del lines, line
    persian.visual.cache_clear()
    persian._lay_out.cache_clear()
    textlayer._RUNS.clear()
    gc.collect()
    assert sum(isinstance(o, persian.Visual) for o in gc.get_objects()) < 50
