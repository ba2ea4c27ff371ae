#!/usr/bin/python3
"""Run a directory of outside Python test programs under CPython and under Monty.

Usage: run-outside-py.py [--build DIR] [--timeout SECONDS] [--jobs N] [--verbose] CASE_DIR

Each CASE_DIR/*.py runs twice: with `/usr/bin/python3 -I -B -X utf8`, and with the
box's python3 (`strands-shell --config BOX_TOML -c 'python3 FILE'`, run from a
workspace holding a copy of the file, under a permit-all policy with kernel
confinement off). The suites' files are data, never this project's code: keep them
outside the repository.

Expectation conventions understood (the pydantic/monty test_cases style):
  last line `# Raise=Type('message')`   the run must end in that uncaught exception
  last line `# Return=repr`             the file's last expression must have that repr
  last line `# Return.str=s` / `# Return.type=name`   likewise with str() / type name
  a comment `# call-external`           needs the suite's host functions: not run
  a comment `# run-async`               top-level await, no script syntax for either: not run
  (`# xfail=...` is not needed: a case counts only where CPython meets the expectation)
  a triple-quoted TRACEBACK: string at the end   its last line must match
Anything else passes on exit status 0.

RustPython's extra_tests/snippets import helpers from their own testutils.py, a module
neither interpreter has here: a line `from testutils import ...` is replaced by this
runner's own small helpers of the same names (TESTUTILS below), for both interpreters.

A case counts for CPython when CPython meets the expectation; ours passes when it
also ends as CPython did (the same status, and the same last stderr line for an
exception, or the same last stdout line for a Return expectation). Crashes (a
signal, a sanitizer report) and hangs (the timeout) are listed whatever CPython did.
"""

import argparse
import ast
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

CPYTHON = ["/usr/bin/python3", "-I", "-B", "-X", "utf8"]

POLICY = '@id("all") permit (principal, action, resource);\n'

# The deliberate differences of spec/python-in-a-box.txt, recognised from our stderr.
DELIBERATE = [
    (re.compile(r"ModuleNotFoundError: No module named '([^']+)'"), "module {0} is not one of the 19"),
    (re.compile(r"NameError: name '(exec|eval|compile|__import__|input|memoryview|open_code|globals|locals|vars)' is not defined"),
     "builtin {0} is not defined in Monty"),
    (re.compile(r"RuntimeError: Path\.(resolve|absolute)"), "Path.{0} is refused"),
    (re.compile(r"RuntimeError: 'os\.(getenv|environ)"), "os.{0} is refused"),
]


def parse_case(text):
    """Returns (kind, expected, flags) from the file's directive comments."""
    lines = text.rstrip("\n").split("\n")
    comments = [ln.lstrip("#").strip() for ln in lines if ln.startswith("#")]
    flags = set()
    for c in comments:
        if c.startswith("xfail="):
            word = c.split()[0]
            if "cpython" in word:
                flags.add("xfail_cpython")
            if "monty" in word:
                flags.add("xfail_monty")
        if c.startswith("call-external"):
            flags.add("external")
        if c.startswith("run-async"):
            flags.add("async")
    marker = '"""\nTRACEBACK:\n'
    pos = text.find(marker)
    if pos >= 0:
        tb = text[pos + len(marker):]
        end = tb.find('\n"""')
        last = tb[:end].rstrip("\n").split("\n")[-1] if end >= 0 else ""
        return "raise_line", last, flags
    last = lines[-1] if lines else ""
    for prefix, kind in (("# Return.str=", "return_str"), ("# Return.type=", "return_type"),
                         ("# Return=", "return"), ("# Raise=", "raise")):
        if last.startswith(prefix):
            return kind, last[len(prefix):], flags
    return "ok", None, flags


def raise_line(expected):
    """`Type('message')` as the traceback's last line, `Type: message`."""
    try:
        call = ast.parse(expected, mode="eval").body
    except SyntaxError:
        return expected
    if not isinstance(call, ast.Call):
        return expected
    name = ast.unparse(call.func)
    try:
        args = [ast.literal_eval(a) for a in call.args]
    except ValueError:
        return expected
    if not args:
        return name
    if len(args) == 1:
        msg = str(args[0])
        if name == "KeyError":
            msg = repr(args[0])
        return f"{name}: {msg}" if msg else name
    return f"{name}: {tuple(args)}"


def with_printed_result(text, kind):
    """The source with its last expression statement printed (repr, str or type name)."""
    tree = ast.parse(text)
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        return None
    node = tree.body[-1]
    lines = text.split("\n")
    seg = ast.get_source_segment(text, node.value)
    wrap = {"return": "print(repr(({0})))", "return_str": "print(str(({0})))",
            "return_type": "print(type(({0})).__name__)"}[kind]
    head = lines[:node.lineno - 1]
    prefix = lines[node.lineno - 1][:node.col_offset]
    return "\n".join(head + [prefix + wrap.format(seg)]) + "\n"


# This runner's stand-ins for the helpers RustPython's snippets import from testutils.
TESTUTILS = """class AssertRaises:
    def __init__(self, expected, msg=None):
        self.expected, self.msg, self.exception = expected, msg, None
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        if t is None:
            raise AssertionError(self.msg or self.expected.__name__ + ' not raised')
        if not issubclass(t, self.expected):
            return False
        self.exception = v
        return True
def assert_raises(expected, *args, _msg=None, **kw):
    if not args:
        return AssertRaises(expected, _msg)
    with AssertRaises(expected, _msg):
        args[0](*args[1:], **kw)
def assert_equal(a, b):
    assert a == b, (a, b)
def assert_true(v):
    assert v is True, v
def assert_false(v):
    assert v is False, v
def assert_isinstance(o, k):
    assert isinstance(o, k), (o, k)
def assert_in(a, b):
    assert a in b, (a, b)
def skip_if_unsupported(major, minor, f):
    f()
fail_if_unsupported = skip_if_unsupported
class TestFailingBool:
    def __bool__(self):
        raise RuntimeError
class TestFailingIter:
    def __iter__(self):
        raise RuntimeError
"""


def with_testutils(text):
    """The source with each `from testutils import` line replaced by TESTUTILS."""
    out = []
    for line in text.split("\n"):
        if line.startswith("from testutils import") or line == "import testutils":
            out.append(TESTUTILS.rstrip("\n"))
        else:
            out.append(line)
    return "\n".join(out)


def run(cmd, cwd, timeout, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=timeout, env=env)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def last_line(s):
    ls = [ln for ln in s.rstrip("\n").split("\n") if ln.strip()]
    return ls[-1] if ls else ""


def outcome(kind, status, out, err):
    """What a run ended as, for comparison: (status, the line that matters)."""
    if status == "timeout":
        return ("timeout", "")
    if status != 0:
        return (1 if status == 1 else status, last_line(err))
    if kind in ("return", "return_str", "return_type"):
        return (0, last_line(out))
    return (0, "")


def meets(kind, expected, oc):
    if kind == "ok":
        return oc[0] == 0
    if kind in ("return", "return_str", "return_type"):
        return oc[0] == 0 and oc[1] == expected
    want = raise_line(expected) if kind == "raise" else expected
    return oc[0] == 1 and oc[1] == want


def crash_of(status, err):
    if status == "timeout":
        return None
    if isinstance(status, int) and (status < 0 or status > 128):
        return f"status {status}"
    for tag in ("AddressSanitizer", "LeakSanitizer", "runtime error:", "UndefinedBehaviorSanitizer"):
        if tag in err:
            return tag
    return None


class Box:
    """A home, a workspace and a permit-all box config for our shell."""

    def __init__(self, shell, python_limits):
        # python_limits: a [python] table; its run_seconds is past the runner's timeout,
        # so a hang is the runner's to see
        self.shell = shell
        self.root = os.path.realpath(tempfile.mkdtemp(prefix="outside-py."))
        self.home = os.path.join(self.root, "home")
        self.cfg_dir = os.path.join(self.home, "cfg")
        os.makedirs(self.cfg_dir)
        os.makedirs(os.path.join(self.home, "boxes"))
        with open(os.path.join(self.cfg_dir, "policy.dw"), "w") as f:
            f.write(POLICY)
        self.cfg = os.path.join(self.cfg_dir, "box.toml")
        self.python_limits = python_limits

    def config(self, ws, n):
        cfg = os.path.join(self.cfg_dir, f"box{n}.toml")
        with open(cfg, "w") as f:
            f.write(f'name = "b{n}"\nbox_dir = "{self.home}/boxes/b{n}"\npolicy = "policy.dw"\n'
                    f'\n[agent]\nworkspace = "{ws}"\n\n[box]\nkernel_confinement = "off"\n\n'
                    f'{self.python_limits}\n')
        return cfg

    def cleanup(self):
        subprocess.run(["chmod", "-R", "u+rwX", self.root], capture_output=True)
        shutil.rmtree(self.root, ignore_errors=True)


def run_case(path, box, n, timeout):
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    kind, expected, flags = parse_case(text)
    res = {"name": name, "kind": kind, "flags": flags}
    if "external" in flags:
        res["skip"] = "needs the suite's host functions (call-external)"
        return res
    if "async" in flags:
        # Top-level await is no script syntax in CPython either (it needs a driver).
        res["skip"] = "top-level await (run-async)"
        return res
    src = with_testutils(text) if "testutils" in text else text
    if kind.startswith("return"):
        src = with_printed_result(text, kind)
        if src is None:
            res["skip"] = "Return expectation without a final expression"
            return res
    ws = os.path.join(box.home, "src", f"ws{n}")
    os.makedirs(ws)
    case = os.path.join(ws, name)
    with open(case, "w", encoding="utf-8") as f:
        f.write(src)
    cp = run(CPYTHON + [case], ws, timeout)
    env = dict(os.environ, HOME=box.home)
    cfg = box.config(ws, n)
    ours = run([box.shell, "--config", cfg, "-c", f"python3 {name}"], ws, timeout, env)
    res["cp"] = outcome(kind, *cp)
    res["ours"] = outcome(kind, *ours)
    res["cp_pass"] = meets(kind, expected, res["cp"])
    res["ours_pass"] = res["cp_pass"] and res["ours"] == res["cp"]
    res["crash"] = crash_of(ours[0], ours[2])
    res["hang"] = ours[0] == "timeout"
    res["err"] = ours[2]
    res["deliberate"] = None
    if res["cp_pass"] and not res["ours_pass"]:
        for rx, why in DELIBERATE:
            m = rx.search(ours[2])
            if m:
                res["deliberate"] = why.format(*m.groups())
                break
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build/plain", help="the build directory (strands-shell)")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--verbose", action="store_true", help="print each failure's last lines")
    ap.add_argument("cases")
    a = ap.parse_args()
    shell = os.path.abspath(os.path.join(a.build, "strands-shell"))
    box = Box(shell, f"[python]\nrun_seconds = {int(a.timeout) * 2}\n")
    files = sorted(os.path.join(a.cases, f) for f in os.listdir(a.cases) if f.endswith(".py"))
    try:
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
            results = list(ex.map(lambda t: run_case(t[1], box, t[0], a.timeout), enumerate(files)))
    finally:
        box.cleanup()
    counted = [r for r in results if "skip" not in r]
    cp_pass = [r for r in counted if r["cp_pass"]]
    ours = [r for r in cp_pass if r["ours_pass"]]
    deliberate = [r for r in cp_pass if not r["ours_pass"] and r["deliberate"]]
    fixable = [r for r in cp_pass if not r["ours_pass"] and not r["deliberate"]]
    for r in results:
        if "skip" in r:
            print(f"SKIP {r['name']}: {r['skip']}")
    for r in counted:
        if not r["cp_pass"]:
            print(f"CPYTHON-FAILS {r['name']}: {r['cp']}")
    for r in deliberate:
        print(f"DELIBERATE {r['name']}: {r['deliberate']}")
    for r in fixable:
        print(f"FAIL {r['name']}: want {r['cp']} got {r['ours']}")
        if a.verbose:
            for ln in r["err"].rstrip("\n").split("\n")[-3:]:
                print(f"    | {ln}")
    for r in counted:
        if r["crash"]:
            print(f"CRASH {r['name']}: {r['crash']}")
        if r["hang"]:
            print(f"HANG {r['name']}")
    print(f"cases {len(results)}  run {len(counted)}  cpython-passes {len(cp_pass)}  "
          f"ours {len(ours)}  deliberate {len(deliberate)}  fixable-failures {len(fixable)}  "
          f"crashes {sum(1 for r in counted if r['crash'])}  hangs {sum(1 for r in counted if r['hang'])}")
    denom = len(cp_pass) - len(deliberate)
    if cp_pass:
        print(f"rate {100.0 * len(ours) / len(cp_pass):.1f}% of CPython's passes"
              + (f"; {100.0 * len(ours) / denom:.1f}% leaving out the deliberate differences"
                 if denom else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
