# exit() and quit() exist in CPython scripts (site module) and raise SystemExit.
try:
    exit(3)
except SystemExit as e:
    print("exit", e.code)
try:
    quit()
except SystemExit as e:
    print("quit", e.code)
