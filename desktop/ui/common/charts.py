"""What the program's charts share (Qt's charts module): round steps for their value axes."""

from __future__ import annotations


def tick_step(largest: int, ticks: int = 8) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving at most ``ticks`` ticks up to
    ``largest``."""
    step = 1
    while largest > step * ticks:
        lead = str(step)[0]
        step = step * 2 if lead == "1" else step * 5 // 2 if lead == "2" else step * 2
    return step
