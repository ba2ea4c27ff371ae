#!/usr/bin/python3
"""Differential test of Monty against CPython on random valid programs (issue 13).

    tests/diff/run.py [--seed S] [--count N] [--jobs J] [--monty PATH] [--python PATH]
                      [--out DIR] [--keep DIR] [--timeout SECS] [--cpython-timeout SECS]
                      [--no-reduce] [--batch]

Program i of seed S comes from random.Random("S:i") through tests/diff/gen.py, so a
(seed, index) pair names a program for good. Each runs under CPython (default
/usr/bin/python3 -I -S, PYTHONHASHSEED=0) and under Monty (default
build/plain/tests/tools/monty_run, which runs a file in a fresh interpreter). It
reports:
  crash  Monty died of a signal, or a sanitizer report is on its stderr
  hang   Monty ran past --timeout seconds (CPython did not)
  diff   stdout or the exit status differs
Each finding is narrowed to the first snippet (one generated function) that shows the
same kind alone, which names its class; the first --reduce-per-class of each class are
then minimised by deleting lines while the same kind of finding remains. Both go to
DIR/<kind>-<seed>-<index>.py (original) and .min.py (narrowed or minimised), with a
line in DIR/findings.txt. The last line is a summary:
  diff: N programs, C crashes, H hangs, D differences (X cpython failures skipped)
The exit status is 1 when there was a crash or a hang, else 0.

--batch runs each side as one long-lived process per job (`monty_run --batch` and
tests/diff/cpython_batch.py) that forks a child per program instead of starting a
process: the same verdicts, about ten times as many programs a minute. Narrowing and
minimising use the same processes.
"""

import argparse
import os
import random
import subprocess
import sys
import shutil
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

SANITIZER_MARKS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "monty: leak")


def run_one(argv, path, timeout, env=None):
    """(status, stdout, stderr, timed_out) of argv + [path]."""
    try:
        p = subprocess.run(
            argv + [path],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
            env=env,
            cwd=os.path.dirname(path),
        )
        return p.returncode, p.stdout, p.stderr, False
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b"", e.stderr or b"", True


class Batch:
    """A long-lived `--batch` process: run(path) answers like run_one."""

    def __init__(self, argv, timeout, env=None):
        self.p = subprocess.Popen(argv + ["%g" % timeout], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, env=env, text=True)

    def run(self, path):
        self.p.stdin.write(path + "\n")
        self.p.stdin.flush()
        verdict = self.p.stdout.readline().split()
        if not verdict:
            raise RuntimeError("batch process ended")
        with open(path + ".out", "rb") as f:
            out = f.read()
        with open(path + ".err", "rb") as f:
            err = f.read()
        if verdict[0] == "timeout":
            return None, out, err, True
        n = int(verdict[1])
        return (-n if verdict[0] == "signal" else n), out, err, False

    def close(self):
        self.p.stdin.close()
        self.p.wait()


class Runner:
    def __init__(self, args):
        self.args = args
        self.py = args.python.split()
        self.monty = args.monty.split()
        self.env_py = dict(os.environ, PYTHONHASHSEED="0")
        self.tmp = tempfile.mkdtemp(prefix="monty-diff-")
        self.batches = threading.local()
        self.all_batches = []
        self.lock = threading.Lock()

    def batch(self):
        """This thread's (monty, cpython) batch processes, started on first use."""
        b = getattr(self.batches, "pair", None)
        if b is None:
            here = os.path.dirname(os.path.abspath(__file__))
            b = (Batch(self.monty + ["--batch"], self.args.timeout),
                 Batch(self.py + [os.path.join(here, "cpython_batch.py")],
                       self.args.cpython_timeout, self.env_py))
            self.batches.pair = b
            with self.lock:
                self.all_batches.extend(b)
        return b

    def close(self):
        for b in self.all_batches:
            b.close()

    def path_for(self, name, src):
        d = os.path.join(self.tmp, name)
        os.makedirs(d, exist_ok=True)
        p = os.path.join(d, "prog.py")
        with open(p, "w") as f:
            f.write(src)
        return p

    def cpython(self, path):
        return run_one(self.py, path, self.args.cpython_timeout, self.env_py)

    def classify(self, src, name, ref=None, batch=False):
        """(kind, detail, cpython result) for src; kind is None when both agree."""
        path = self.path_for(name, src)
        pair = self.batch() if batch else None
        if ref is None:
            ref = pair[1].run(path) if pair else self.cpython(path)
        if pair:
            st, out, err, hung = pair[0].run(path)
        else:
            st, out, err, hung = run_one(self.monty, path, self.args.timeout)
        text = err.decode("utf-8", "replace")
        # A crash is a crash whatever CPython did, so Monty runs even when CPython timed out.
        if not hung and (st < 0 or st >= 128 or any(m in text for m in SANITIZER_MARKS)):
            return "crash", "status %s %s" % (st, text.strip().splitlines()[-1:] if text.strip() else ""), ref
        if ref[3]:
            return "skip", "cpython timed out", ref
        if hung:
            return "hang", "timeout", ref
        if ref[0] not in (0, 1):
            return "skip", "cpython status %s" % ref[0], ref
        if out != ref[1] or (st != 0) != (ref[0] != 0):
            return "diff", first_difference(ref[1], out), ref
        return None, "", ref

    def same_kind(self, src, name, kind):
        try:
            compile(src, "<reduce>", "exec")
        except SyntaxError:
            return False
        k, _, ref = self.classify(src, name, batch=self.args.batch)
        if kind == "diff" and ref[0] != 0:
            return False  # keep the reduced program valid for CPython
        return k == kind

    def reduce(self, src, name, kind):
        """Delete lines (chunks from large to single) while the finding stays of kind."""
        lines = src.splitlines()
        chunk = max(1, len(lines) // 2)
        while chunk >= 1:
            i = 0
            changed = False
            while i < len(lines):
                cand = lines[:i] + lines[i + chunk:]
                if cand and self.same_kind("\n".join(cand) + "\n", name, kind):
                    lines = cand
                    changed = True
                else:
                    i += chunk
            if not changed:
                chunk //= 2
        return "\n".join(lines) + "\n"


def first_difference(a, b):
    al = a.decode("utf-8", "replace").splitlines()
    bl = b.decode("utf-8", "replace").splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<end>"
        y = bl[i] if i < len(bl) else "<end>"
        if x != y:
            return "line %d: cpython %r monty %r" % (i + 1, x[:200], y[:200])
    return "exit status"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    top = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--start", type=int, default=0, help="first program index")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--monty", default=os.path.join(top, "build/plain/tests/tools/monty_run"))
    ap.add_argument("--python", default="/usr/bin/python3 -I -S")
    ap.add_argument("--out", default="diff-out")
    ap.add_argument("--keep", help="also write every program to this directory (a fuzz corpus)")
    ap.add_argument("--timeout", type=float, default=10.0, help="Monty's time per program")
    ap.add_argument("--cpython-timeout", type=float, default=2.0,
                    help="CPython's time per program; a program past it is skipped (Monty still "
                    "runs it, and a crash still counts)")
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--batch", action="store_true",
                    help="one long-lived process per side and job (see above)")
    ap.add_argument("--reduce-per-class", type=int, default=3,
                    help="minimise only the first N findings of each (kind, snippet kind)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    runner = Runner(args)
    counts = {"crash": 0, "hang": 0, "diff": 0, "skip": 0}
    log = open(os.path.join(args.out, "findings.txt"), "a")

    reduced = {}  # (kind, snippet kind) -> how many were minimised
    lock = threading.Lock()

    def one(i):
        pieces = gen.snippets(random.Random("%d:%d" % (args.seed, i)))
        src = "".join(p for _, p in pieces)
        if args.keep:
            with open(os.path.join(args.keep, "diff-%d-%d.py" % (args.seed, i)), "w") as f:
                f.write(src)
        name = "w%d" % threading.get_ident()
        kind, detail, _ = runner.classify(src, name, batch=args.batch)
        if kind in (None, "skip"):
            return kind, i, detail, src, None, None
        # the first snippet that shows the same kind alone names the finding
        where, small = "whole", src
        for skind, piece in pieces:
            if runner.same_kind(piece, name, kind):
                where, small = skind, piece
                break
        key = (kind, where)
        with lock:
            reduced[key] = reduced.get(key, 0) + 1
            first = reduced[key] <= args.reduce_per_class
        if first and not args.no_reduce:
            small = runner.reduce(small, name, kind)
        return kind, i, detail, src, small, where

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for kind, i, detail, src, small, where in pool.map(one, range(args.start, args.start + args.count)):
            if kind is None:
                continue
            counts[kind] += 1
            if kind == "skip":
                continue
            base = os.path.join(args.out, "%s-%d-%d" % (kind, args.seed, i))
            with open(base + ".py", "w") as f:
                f.write(src)
            with open(base + ".min.py", "w") as f:
                f.write(small)
            line = "%s seed=%d index=%d snippet=%s %s" % (kind, args.seed, i, where, detail)
            log.write(line + "\n")
            log.flush()
            print(line, flush=True)
    runner.close()
    shutil.rmtree(runner.tmp, ignore_errors=True)
    print(
        "diff: %d programs, %d crashes, %d hangs, %d differences (%d cpython failures skipped)"
        % (args.count, counts["crash"], counts["hang"], counts["diff"], counts["skip"]),
        flush=True,
    )
    return 1 if counts["crash"] or counts["hang"] else 0


if __name__ == "__main__":
    sys.exit(main())
