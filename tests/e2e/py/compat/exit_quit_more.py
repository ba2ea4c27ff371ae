# exit() and quit() are the site module's Quitter objects: they raise SystemExit.
print(repr(exit), str(quit))
for f, arg in ((exit, ()), (quit, (0,)), (exit, ("message",)), (quit, (None,))):
    try:
        f(*arg)
    except SystemExit as e:
        print(type(e).__name__, repr(e.code), e.args)
try:
    exit(code=5)
except SystemExit as e:
    print("code kw", e.code)
print("callable", callable(exit), callable(quit))
exit(2)
print("not reached")
