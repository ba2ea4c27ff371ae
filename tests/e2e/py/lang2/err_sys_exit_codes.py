# sys.exit inside try/finally: SystemExit is catchable, code attribute, finally runs,
# and the final uncaught sys.exit(3) ends the run with status 3 and no report.
import sys
for arg in (0, 2, "message", None):
    try:
        sys.exit(arg)
    except SystemExit as e:
        print("caught SystemExit code =", repr(e.code))
try:
    raise SystemExit(5)
except Exception:
    print("not reached: SystemExit is not an Exception")
except BaseException as e:
    print("BaseException handler", e.code, issubclass(SystemExit, Exception))
def work():
    try:
        print("working", flush=True)
        sys.exit(3)
    finally:
        print("finally runs before exit", flush=True)
work()
print("never printed")
