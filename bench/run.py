#!/usr/bin/env python3
"""`make bench`: Monty in the box against CPython, in the same run. Figures only.

    bench/run.py BUILD_DIR [--runs N] [--cpython PATH] [--out FILE] [PROGRAM...]

CPython is /usr/bin/python3 (Debian's PGO build) unless --cpython or $CPYTHON names
another; the report names it with its build flags. Each program runs N times (default 5)
per side, the sides alternating (CPython first in even rounds, Monty first in odd ones)
so that a change in machine load falls on both; the report gives each side's median
and the ratio of the medians. It also reports start-up as a whole process and in a
running shell, a policy decision with the log off and on (bench/policy-bench), the
in-process one-liners (bench/monty-bench) and peak RSS, and writes it all to
bench/RESULTS.md (or --out).
"""

import argparse
import datetime
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SRC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(SRC), "shared", "bench")
OWN = os.path.join(SRC, "bench", "programs")

HEADER = (
    "import json, re, os, sys\n"
    "from pathlib import Path\n"
    "from datetime import datetime\n"
    "from collections import Counter\n"
)
POLICY = """@id("bench_ws")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write",
                              Box::Action::"fs:delete"], resource)
when { context.input.path == "~/ws" || context.input.path like "~/ws/*" };
@id("bench_python")
permit (principal, action == Box::Action::"shell:exec", resource)
when { ["python", "python3", "true", "test", "[", ":"].contains(context.input.program) };
"""


def run_timed(argv, cwd, env=None):
    """(seconds, stdout) of one run; raises when it fails."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = p.communicate()
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        raise RuntimeError("%s exited %d: %s" % (" ".join(argv), p.returncode, err.decode()[-400:]))
    return dt, out


def peak_rss(tool, argv, cwd, env=None):
    """Peak RSS in KiB of one run of argv, forked by bench/peak-rss.

    Linux carries a process's high-water RSS across execve, so a command forked from this
    Python would report at least this Python's size; bench/peak-rss is small."""
    out = subprocess.run([tool] + argv, cwd=cwd, env=env, capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


RSS_RUNS = 11


def rss_cell(kib):
    """A table cell for peak RSS figures in KiB: the median, then the range."""
    return "%.2f MB (%d KiB; %d-%d)" % (statistics.median(kib) / 1024, statistics.median(kib), min(kib), max(kib))


class Bench:
    def __init__(self, args):
        self.args = args
        self.build = os.path.abspath(args.build)
        self.shell = os.path.join(self.build, "strands-shell")
        self.cpython = args.cpython
        self.tmp = tempfile.mkdtemp(prefix="strands-bench.")
        self.home = os.path.join(self.tmp, "home")
        self.ws = os.path.join(self.home, "ws")
        os.makedirs(os.path.join(self.ws, "data"))
        with open(os.path.join(self.ws, "data", "small.txt"), "w") as f:
            f.write("x" * 180)
        with open(os.path.join(self.home, "policy.dw"), "w") as f:
            f.write(POLICY)
        self.config = os.path.join(self.home, "box.toml")
        with open(self.config, "w") as f:
            f.write('name = "bench"\nbox_dir = "%s"\npolicy = "policy.dw"\n' % os.path.join(self.tmp, "box"))
            f.write('[agent]\nworkspace = "%s"\n' % self.ws)
            # fileops makes more host calls than the default budget; the bench times the
            # work, not the limit
            f.write("[python]\nhost_calls = 100000000\n[shell]\nrun_seconds = 3600\n")
        self.env = dict(os.environ, HOME=self.home)
        self.lines = []

    def say(self, line=""):
        print(line, flush=True)
        self.lines.append(line)

    def monty_argv(self, command):
        return [self.shell, "--config", self.config, "-c", command]

    def pair(self, name, cpython_argv, monty_argv, runs):
        """Alternating runs of both sides; (cpython median, monty median)."""
        c, m = [], []
        outs = {}
        for i in range(runs):
            order = [("c", cpython_argv), ("m", monty_argv)]
            if i % 2:
                order.reverse()
            for side, argv in order:
                dt, out = run_timed(argv, self.ws, self.env if side == "m" else None)
                (c if side == "c" else m).append(dt)
                outs[side] = out
        same = outs.get("c") == outs.get("m")
        return statistics.median(c), statistics.median(m), same

    def programs(self):
        names = self.args.programs
        found = []
        for d in (SHARED, OWN):
            if not os.path.isdir(d):
                continue
            for f in sorted(os.listdir(d)):
                if f.endswith(".py") and f != "startup.py":
                    found.append((f[:-3], os.path.join(d, f)))
        return [(n, p) for n, p in found if not names or n in names]

    def throughput(self):
        runs = self.args.runs
        self.say("## Programs (median of %d alternating runs per side, wall clock)" % runs)
        self.say()
        self.say("| program | CPython | Monty | ratio | same output |")
        self.say("|---|---|---|---|---|")
        ratios = []
        for name, path in self.programs():
            with open(path) as f:
                text = f.read()
            lines = [
                'DATA_DIR = "%s"  # DATA' % os.path.join(self.ws, "data") if l.rstrip().endswith("# DATA") and l.startswith("DATA_DIR") else l
                for l in text.split("\n")
            ]
            with open(os.path.join(self.ws, name + ".py"), "w") as f:
                f.write("\n".join(lines))
            try:
                c, m, same = self.pair(name, [self.cpython, name + ".py"], self.monty_argv("python3 %s.py" % name), runs)
            except RuntimeError as e:
                self.say("| %s | failed: %s | | | |" % (name, str(e).splitlines()[0][:120]))
                continue
            ratios.append(m / c)
            self.say("| %s | %.3f s | %.3f s | %.2fx | %s |" % (name, c, m, m / c, "yes" if same else "NO"))
        if ratios:
            self.say("| geomean | | | %.2fx | |" % statistics.geometric_mean(ratios))
        self.say()

    def startup(self):
        n = max(self.args.runs, 5) * 4
        self.say("## Start-up (median of %d alternating runs per side)" % n)
        self.say()
        self.say("| what | CPython | Monty | ratio |")
        self.say("|---|---|---|---|")
        with open(os.path.join(self.ws, "header.py"), "w") as f:
            f.write(HEADER + "print(len(sys.argv))\n")
        rows = [
            ("`print(6*7)`, whole process", [self.cpython, "-c", "print(6*7)"], self.monty_argv("python3 -c 'print(6*7)'")),
            ("agent-script header, whole process", [self.cpython, "header.py"], self.monty_argv("python3 header.py")),
        ]
        for what, cargv, margv in rows:
            c, m, _ = self.pair(what, cargv, margv, n)
            self.say("| %s | %.2f ms | %.2f ms | %.2fx |" % (what, c * 1e3, m * 1e3, m / c))
        self.say()
        # In a running shell: n=1000 minus n=1, so the shell's own start-up cancels out.
        self.say("In a running shell (the time of 1,000 calls minus 1 call, divided by 999, in")
        self.say("`for _ in {1..N}; do CMD; done >/dev/null`; each call's own decision and log")
        self.say("record are in its figure; `true` shows what an own command costs):")
        self.say()
        self.say("| what | per call |")
        self.say("|---|---|")
        # the loop adds no command of its own (a `[ $i -lt N ]` test is a decided, logged
        # command too) and opens /dev/null once
        loop = "for _ in {1..%d}; do %s; done >/dev/null"
        # the loop of sessions 4-11, for comparison: two more commands per call
        old_loop = "i=0; while [ $i -lt %d ]; do %s >/dev/null; i=$((i+1)); done"
        for what, cmd in [
            ("`true` (an own command)", "true"),
            ("`python3 -c 'print(6*7)'` in a `while [ ]` loop (old method)", None),
            ("`python3 -c 'print(6*7)'`", "python3 -c 'print(6*7)'"),
            ("`python3 -c pass`", "python3 -c pass"),
            ("`python3 -c 'import datetime'`", "python3 -c 'import datetime'"),
            ("agent-script header (`python3 header.py`)", "python3 header.py"),
        ]:
            form = loop
            if cmd is None:
                form, cmd = old_loop, "python3 -c 'print(6*7)'"
            big, small = [], []
            for _ in range(3):
                big.append(run_timed(self.monty_argv(form % (1000, cmd)), self.ws, self.env)[0])
                small.append(run_timed(self.monty_argv(form % (1, cmd)), self.ws, self.env)[0])
            per = (statistics.median(big) - statistics.median(small)) / 999
            self.say("| %s | %.1f µs |" % (what, per * 1e6))
        self.say()

    def memory(self):
        self.say("## Peak RSS of a one-liner (`print(6*7)`, wait4's ru_maxrss)")
        self.say()
        # A file's pages are mapped in blocks around each one touched, and where a block
        # falls depends on the address the loader picked: one process's figure moves by
        # a few hundred KiB between runs, so the row is the median of RSS_RUNS runs a side.
        tool = os.path.join(self.build, "bench", "peak-rss")
        c, m = [], []
        for _ in range(RSS_RUNS):
            c.append(peak_rss(tool, [self.cpython, "-c", "print(6*7)"], self.ws))
            m.append(peak_rss(tool, self.monty_argv("python3 -c 'print(6*7)'"), self.ws, self.env))
        self.say("Median of %d runs a side, KiB (MB = KiB / 1024), with the lowest and highest." % RSS_RUNS)
        self.say()
        self.say("| CPython | Monty in strands-shell |")
        self.say("|---|---|")
        self.say("| %s | %s |" % (rss_cell(c), rss_cell(m)))
        self.say()

    def c_benches(self):
        for b in ("policy-bench", "monty-bench"):
            path = os.path.join(self.build, "bench", b)
            if not os.access(path, os.X_OK):
                continue
            out = subprocess.run([path], capture_output=True, text=True).stdout
            self.say("## bench/%s" % b)
            self.say()
            self.say("```")
            for line in out.rstrip().split("\n"):
                self.say(line)
            self.say("```")
            self.say()

    def header(self):
        info = subprocess.run(
            [self.cpython, "-c", "import sys, sysconfig; print(sys.version.split()[0]); print(sysconfig.get_config_var('PY_CFLAGS') or ''); print(sysconfig.get_config_var('CONFIG_ARGS') or '')"],
            capture_output=True, text=True).stdout.split("\n")
        rev = subprocess.run(["git", "-C", SRC, "describe", "--always", "--dirty"], capture_output=True, text=True).stdout.strip()
        self.say("# Benchmark results")
        self.say()
        self.say("Written by `make bench` (bench/run.py) on %s UTC, commit %s." % (datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M"), rev or "?"))
        self.say("Machine: %s, %d cores, load average before the run %.2f." % (platform.machine(), os.cpu_count() or 0, os.getloadavg()[0]))
        self.say("CPython: `%s` %s; PY_CFLAGS `%s`; configured with `%s`." % (self.cpython, info[0], info[1], info[2][:200] if len(info) > 2 else ""))
        self.say("Monty: `%s` (the shell's python3, decisions and log included)." % self.shell)
        self.say("A ratio is Monty's median over CPython's median from the same run; below 1 is faster.")
        self.say()

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("build")
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cpython", default=os.environ.get("CPYTHON", "/usr/bin/python3"))
    ap.add_argument("--out", default=os.path.join(SRC, "bench", "RESULTS.md"))
    ap.add_argument("--skip", default="", help="comma-separated sections to skip: programs,startup,memory,c")
    args = ap.parse_args()
    b = Bench(args)
    skip = set(filter(None, args.skip.split(",")))
    try:
        b.header()
        if "programs" not in skip:
            b.throughput()
        if "startup" not in skip:
            b.startup()
        if "memory" not in skip:
            b.memory()
        if "c" not in skip:
            b.c_benches()
    finally:
        b.close()
    with open(args.out, "w") as f:
        f.write("\n".join(b.lines) + "\n")
    print("bench: wrote %s" % args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
