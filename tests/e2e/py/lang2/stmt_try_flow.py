# try/except/else/finally: the order things run, with return/break/continue in them.
log = []
def attempt(x):
    try:
        log.append(f"try {x}")
        result = 10 // x
    except ZeroDivisionError:
        log.append("except")
        return "div0"
    else:
        log.append("else")
        return result
    finally:
        log.append("finally")
print(attempt(2), log); log.clear()
print(attempt(0), log); log.clear()
def override():
    try:
        return "from try"
    finally:
        log.append("cleanup ran")
print(override(), log); log.clear()
def finally_wins():
    try:
        raise ValueError("lost")
    finally:
        return "finally return swallows the error"
print(finally_wins())
for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        log.append(f"body {i}")
    finally:
        log.append(f"fin {i}")
print(log); log.clear()
def nested():
    try:
        try:
            raise KeyError("inner")
        finally:
            log.append("inner finally")
    except KeyError as e:
        log.append(f"outer caught {e}")
    return log
print(nested())
try:
    pass
except Exception:
    print("never")
else:
    print("else runs when nothing raised")
finally:
    print("finally always runs")
