"""The runtime layer as the generators use it: this workspace's `layout-cli` binary.

`cli_path()` builds it (a no-op when it is current) and returns its path, under
`$CARGO_TARGET_DIR` when that is set, else under the workspace's `target/`.
"""
import os
import subprocess

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))

_PATH = None


def cli_path():
    global _PATH
    if _PATH is None:
        subprocess.run(["cargo", "build", "-q", "-p", "layout-cli"], cwd=ROOT, check=True)
        target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
        _PATH = os.path.join(target, "debug", "layout-cli")
    return _PATH
