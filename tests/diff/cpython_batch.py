"""CPython's side of `tests/diff/run.py --batch`: one interpreter runs many programs.

    /usr/bin/python3 -I -S tests/diff/cpython_batch.py SECONDS

Reads script paths from stdin, one a line. Each runs in a forked child as `__main__`,
with its stdout and stderr in PATH.out and PATH.err, and is killed past SECONDS. One
line is printed for each: "exit N", "signal N" or "timeout", the same protocol as
`monty_run --batch`. Start it with PYTHONHASHSEED=0 so set orders repeat.
"""

import os
import signal
import sys
import time
import traceback


def child(path):
    out = os.open(path + ".out", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    err = os.open(path + ".err", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(out, 1)
    os.dup2(err, 2)
    os.dup2(null, 0)
    sys.stdout = open(1, "w", closefd=False)
    sys.stderr = open(2, "w", closefd=False)
    sys.stdin = open(0, "r", closefd=False)
    status = 0
    try:
        with open(path) as f:
            src = f.read()
        code = compile(src, os.path.basename(path), "exec")
        sys.argv = [path]
        exec(code, {"__name__": "__main__", "__builtins__": __builtins__})
    except SystemExit as e:
        if e.code is None:
            status = 0
        elif isinstance(e.code, int):
            status = e.code & 255
        else:
            print(e.code, file=sys.stderr)
            status = 1
    except BaseException:
        traceback.print_exc()
        status = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        status = status or 120
    os._exit(status)


def main():
    seconds = float(sys.argv[1])
    for line in sys.stdin:
        path = line.rstrip("\n")
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            # The child ends itself when its time is up (SIGALRM's default action), so
            # the parent can block in waitpid instead of polling.
            signal.setitimer(signal.ITIMER_REAL, seconds)
            child(path)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM:
            result = "timeout"
        elif os.WIFSIGNALED(status):
            result = "signal %d" % os.WTERMSIG(status)
        else:
            result = "exit %d" % os.WEXITSTATUS(status)
        sys.stdout.write(result + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
