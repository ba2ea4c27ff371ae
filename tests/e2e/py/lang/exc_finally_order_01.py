# exc_finally_order_01: Monty language golden test
log = []
def f():
    try:
        log.append('try')
        return 'ret'
    except Exception:
        log.append('except')
    else:
        log.append('else not run on return')
    finally:
        log.append('finally')
print(f(), log)
log.clear()
def g():
    for i in range(3):
        try:
            try:
                if i == 1:
                    raise ValueError
                log.append(f'ok{i}')
            finally:
                log.append(f'inner{i}')
        except ValueError:
            log.append(f'caught{i}')
            continue
        finally:
            log.append(f'outer{i}')
g()
print(log)
def h():
    try:
        raise KeyError
    except KeyError:
        return 'from except'
    finally:
        print('h finally')
print(h())
