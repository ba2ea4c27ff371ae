# expect: spec
# Only the spec's modules import; any other (subprocess, socket, string, ...) raises
# ModuleNotFoundError, so a script falls back to what the box has.
import json
import sys
missing = []
for name in ("subprocess", "socket", "urllib", "string", "pickle", "requests"):
    try:
        exec(f"import {name}")
        print(name, "imported")
    except ModuleNotFoundError as e:
        missing.append((name, str(e), e.name))
for row in missing:
    print(row)
try:
    from subprocess import run
except ImportError as e:
    print(type(e).__name__, isinstance(e, ImportError))
print(json.dumps({"ok": sorted(n for n, _, _ in missing)}))
print("sys" in sys.modules, sys.version_info[:2] >= (3, 11))
