def f(x):
    log = []
    try:
        log.append("try")
        r = 10 // x
    except ZeroDivisionError:
        log.append("except")
        r = None
    else:
        log.append("else")
    finally:
        log.append("finally")
    return r, log
print(f(2), f(0))
