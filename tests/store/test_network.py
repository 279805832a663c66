"""A database on a network drive is not opened for writing (SQLite's locks do not hold over SMB
or NFS); read-only stays allowed. Linux by a faked /proc/self/mountinfo, Windows by a faked
drive type: the same functions the program calls."""

from __future__ import annotations

import pytest

from desktop.store import network
from tests.printing.conftest import demo_db  # noqa: F401 - fixture

MOUNTINFO = r"""22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw
25 22 0:21 / /proc rw,nosuid - proc proc rw
40 22 0:40 / /mnt/office rw,relatime - cifs //server/bakhsh rw,vers=3.0
41 40 8:2 / /mnt/office/local rw - ext4 /dev/sdb1 rw
42 22 0:41 / /srv/nfs rw - nfs4 nas:/export rw
43 22 0:42 / /home/clerk/remote\040share rw - fuse.sshfs clerk@pc:/data rw
44 22 0:43 / /media/usb rw - vfat /dev/sdc1 rw
"""


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/mnt/office/office.sqlite", "cifs"),
        ("/mnt/office/local/office.sqlite", None),  # a local disk mounted inside the share
        ("/srv/nfs/bakhsh/office.sqlite", "nfs4"),
        ("/home/clerk/remote share/office.sqlite", "fuse.sshfs"),
        ("/home/clerk/remote/office.sqlite", None),  # only a name alike
        ("/media/usb/office.sqlite", None),
        ("/mnt/officer/office.sqlite", None),  # a prefix of the name, not of the path
    ],
)
def test_linux_network_mounts_are_told_from_local_ones(path, expected):
    assert network.network_location(path, platform="linux", mountinfo=MOUNTINFO) == expected


def test_linux_every_network_type_listed_is_refused():
    for fstype in ("nfs", "nfs4", "cifs", "smb3", "smbfs", "fuse.sshfs", "9p"):
        info = f"22 1 8:1 / / rw - ext4 /dev/sda1 rw\n40 22 0:40 / /net rw - {fstype} x rw\n"
        assert network.network_location("/net/a.sqlite", platform="linux", mountinfo=info)


def test_linux_a_symlink_into_a_share_is_followed(tmp_path, monkeypatch):
    share = tmp_path / "share"
    share.mkdir()
    (tmp_path / "link").symlink_to(share)
    info = f"22 1 8:1 / / rw - ext4 /dev/sda1 rw\n40 22 0:40 / {share} rw - cifs //s/x rw\n"
    assert network.network_location(tmp_path / "link" / "new.sqlite", platform="linux",
                                    mountinfo=info) == "cifs"  # fmt: skip


def _drives(kinds: dict[str, int]):
    def drive_type(root: str) -> int:
        return kinds.get(root.upper(), 3)  # DRIVE_FIXED

    return drive_type


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        (r"\\server\bakhsh\office.sqlite", r"\\server\bakhsh"),
        ("//server/bakhsh/office.sqlite", r"\\server\bakhsh"),
        (r"\\?\UNC\server\bakhsh\office.sqlite", r"\\server\bakhsh"),
        (r"Z:\office.sqlite", "Z:"),  # a mapped drive
        (r"z:\daftar\office.sqlite", "z:"),
        (r"C:\Users\clerk\AppData\Local\bakhsh-office\office.sqlite", None),
        (r"\\?\C:\daftar\office.sqlite", None),
        (r"E:\office.sqlite", None),  # a USB stick: DRIVE_REMOVABLE
    ],
)
def test_windows_unc_paths_and_mapped_drives_are_network(path, expected):
    drive_type = _drives({"Z:\\": network.DRIVE_REMOTE, "E:\\": 2})
    assert network.network_location(path, platform="win32", drive_type=drive_type) == expected


def test_the_refusal_says_why_and_how_to_share_instead():
    text = network.refusal_fa("cifs")
    assert "درایو شبکه" in text and "فقط‌خواندنی" in text and "یک رایانه" in text


# ---------------------------------------------------------------------------- where it is used


@pytest.fixture
def on_a_share(tmp_path, monkeypatch):
    """The test's folder, as /proc/self/mountinfo would show it mounted from a Windows share."""
    info = tmp_path / "mountinfo"
    info.write_text(
        "22 1 8:1 / / rw - ext4 /dev/sda1 rw\n"
        f"40 22 0:40 / {tmp_path.resolve()} rw - cifs //server/bakhsh rw\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(network, "MOUNTINFO", info)
    monkeypatch.setattr(network.sys, "platform", "linux")
    return tmp_path


def test_print_refuses_to_number_on_a_share_and_a_draft_still_prints(
    demo_db,  # noqa: F811 - the fixture imported above
    db_path,
    on_a_share,
    capsys,
):
    from desktop.services import papers
    from desktop.services.letters.cli import main

    record = str(papers.sample(demo_db, "receipt"))
    demo_db.close()
    args = ["receipt", "--record", record, "--db", str(db_path), "--param", "amount=1000"]
    assert main([*args, "--out", str(on_a_share / "n.pdf")]) != 0
    err = capsys.readouterr().err
    assert "درایو شبکه" in err and "فقط‌خواندنی" in err
    assert not (on_a_share / "n.pdf").exists()
    assert main([*args, "--draft", "--out", str(on_a_share / "d.pdf")]) == 0  # read-only: allowed
    assert (on_a_share / "d.pdf").read_bytes().startswith(b"%PDF")
    from desktop.store.db import open_database

    db = open_database(db_path, read_only=True)
    try:
        assert db.execute("SELECT count(*) FROM letter").fetchone()[0] == 0
    finally:
        db.close()


def test_the_core_refusal_is_a_store_error_in_persian(on_a_share):
    from desktop.store.db import StoreError

    with pytest.raises(StoreError) as refused:
        network.refuse_writing_on_network(on_a_share / "office.sqlite")
    assert "درایو شبکه" in refused.value.message_fa
