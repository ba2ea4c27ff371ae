#!/usr/bin/env python3
"""The house rules that a compiler and clang-tidy do not check (`make check-src`).

    tests/tools/check-src.py [SRCDIR]

Each rule prints `file:line: rule: what` for every breach; the exit status is 1 when
there is one. A line may carry `check-src: allow(RULE) reason` to be let through, and
the reason is required: the exception is then written where it is.

Rules:
  layers     A file includes only its own folder's headers and the folder headers of
             the folders below it: shell -> builtins -> {monty, policy} -> common
             (monty/monty.h, policy/policy.h, builtins/builtins.h, shell/sh.h,
             common/*.h).
  alloc      No malloc/calloc/realloc/free/strdup/strndup outside common/alloc.c:
             memory goes through cm_alloc and friends (limits, failure injection).
  host       Nothing under monty/ reaches the OS, libcurl or the policy: no such
             header, and no call of the OS's file, process, clock, entropy or
             environment functions. The monty_host table is the only way out.
  sorted     A table whose comment says "Sorted by name" is in strcmp order (the
             lookups search it by halves).
  pysrc      No Python source in C strings under monty/: a run of more than 20 lines
             that are only string literals fails (the Python part of a module is
             monty/lib/NAME.py, frozen at build time; HACKING.md).
  listed     Every e2e test file on disk (tests/e2e/{py,sh,box,policy}, tests/adversarial)
             is listed in a local.mk, so none silently never runs.
"""

import os
import re
import sys

TOP = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOLDERS = ["shell", "builtins", "monty", "policy", "common"]
# What each folder may include from the others (besides common/, open to all).
BELOW = {
    "shell": {"builtins/builtins.h", "monty/monty.h", "policy/policy.h"},
    "builtins": {"monty/monty.h", "policy/policy.h"},
    "monty": set(),
    "policy": set(),
    "common": set(),
}
ALLOC = re.compile(r"\b(malloc|calloc|realloc|free|strdup|strndup)\s*\(")
HOST_HEADERS = re.compile(
    r"#\s*include\s*[<\"](unistd\.h|fcntl\.h|dirent\.h|dlfcn\.h|netdb\.h|sys/socket\.h|"
    r"sys/random\.h|sys/wait\.h|sys/mman\.h|curl/[^>\"]*|policy/[^>\"]*|builtins/[^>\"]*|"
    r"shell/[^>\"]*)[>\"]")
HOST_CALLS = re.compile(
    r"(?<![\w.>])(open|openat|read|write|close|unlink|rename|mkdir|rmdir|stat|lstat|fstat|"
    r"opendir|readdir|getenv|setenv|fopen|popen|system|fork|exec[lv]p?e?|time|clock_gettime|"
    r"gettimeofday|getentropy|getrandom|getpid|kill|signal|sigaction|socket|connect|"
    r"dlopen|curl_\w+)\s*\(")

# A line that is only a C string literal (maybe opening an array, maybe ending the
# statement): what a program embedded as text is made of.
STRING_LINE = re.compile(r'\s*(static\s+const\s+char\s+\w+\[\]\s*=\s*$|'
                         r'("([^"\\]|\\.)*"\s*)+[;,]?\s*$)')
MAX_STRING_RUN = 20

problems = []


def report(path, n, rule, what):
    problems.append("%s:%d: %s: %s" % (path, n, rule, what))


def allowed(line, rule):
    m = re.search(r"check-src: allow\((\w+)\)\s*(\S.*)?", line)
    return bool(m and m.group(1) == rule and m.group(2))


def code_only(line, state):
    """line without comments and string literals; state carries an open /* comment."""
    out = []
    i = 0
    while i < len(line):
        if state["comment"]:
            j = line.find("*/", i)
            if j < 0:
                return "".join(out)
            state["comment"] = False
            i = j + 2
            continue
        c = line[i]
        if line.startswith("/*", i):
            state["comment"] = True
            i += 2
        elif line.startswith("//", i):
            break
        elif c in "\"'":
            j = i + 1
            while j < len(line) and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def sources():
    for folder in FOLDERS:
        for root, _, files in os.walk(os.path.join(TOP, folder)):
            for f in sorted(files):
                if f.endswith((".c", ".h")):
                    yield folder, os.path.join(root, f)


def check_file(folder, path):
    rel = os.path.relpath(path, TOP)
    state = {"comment": False}
    with open(path, encoding="utf-8", errors="replace") as fh:
        lines = fh.read().split("\n")
    for n, line in enumerate(lines, 1):
        inc = re.match(r'\s*#\s*include\s*"([^"]+)"', line)
        if inc:
            h = inc.group(1)
            top = h.split("/")[0]
            if top in FOLDERS and top != folder and top != "common" and h not in BELOW[folder]:
                if not allowed(line, "layers"):
                    report(rel, n, "layers", "%s/ includes %s" % (folder, h))
        code = code_only(line, state)
        if rel != "common/alloc.c" and ALLOC.search(code) and not allowed(line, "alloc"):
            report(rel, n, "alloc", "%s() outside common/alloc.c" % ALLOC.search(code).group(1))
        if folder == "monty":
            m = HOST_HEADERS.search(line)
            if m and not allowed(line, "host"):
                report(rel, n, "host", "monty/ includes %s" % m.group(1))
            m = HOST_CALLS.search(code)
            if m and not allowed(line, "host"):
                report(rel, n, "host", "monty/ calls %s()" % m.group(1))
        if re.search(r"[Ss]orted by name", line):
            check_sorted(rel, lines, n)
    if folder == "monty":
        check_strings(rel, lines)


def check_strings(rel, lines):
    start = run = 0
    for n, line in enumerate(lines + [""], 1):
        if STRING_LINE.match(line):
            start = start if run else n
            run += 1
            continue
        if run > MAX_STRING_RUN and not allowed(lines[start - 1], "pysrc"):
            report(rel, start, "pysrc", "%d lines of string literals: Python source belongs in "
                   "monty/lib/NAME.py (HACKING.md)" % run)
        run = 0


def check_sorted(rel, lines, n):
    names = []
    for k in range(n, min(len(lines), n + 400)):
        if lines[k].startswith("};"):
            break
        names += [(k + 1, m) for m in re.findall(r'\{\s*"([^"]*)"', lines[k])]
    for (k, a), (_, b) in zip(names, names[1:]):
        if a.encode() >= b.encode():
            report(rel, k, "sorted", '"%s" is not before "%s"' % (a, b))


def check_listed():
    listed = ""
    for root, _, files in os.walk(os.path.join(TOP, "tests")):
        for f in files:
            if f == "local.mk":
                with open(os.path.join(root, f)) as fh:
                    listed += fh.read()
    listed_names = set(re.findall(r"tests/[\w./-]+", listed))
    kinds = {"tests/e2e/py": (".py",), "tests/e2e/sh": (".sh",), "tests/e2e/box": (".box",),
             "tests/e2e/confine": (".box",),
             "tests/e2e/policy": (".pol",), "tests/adversarial": (".box",)}
    helpers = {"tests/e2e/sh/gen-exp.sh"}
    for d, exts in kinds.items():
        for root, _, files in os.walk(os.path.join(TOP, d)):
            for f in sorted(files):
                rel = os.path.relpath(os.path.join(root, f), TOP)
                if ".data" in rel.split(os.sep)[-2]:
                    continue  # a case's data directory, copied into its workspace
                if f.endswith(exts) and rel not in helpers and rel not in listed_names:
                    report(rel, 1, "listed", "an e2e test file no local.mk lists")


def main():
    for folder, path in sources():
        check_file(folder, path)
    check_listed()
    for p in problems:
        print(p)
    print("check-src: %d problem(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
