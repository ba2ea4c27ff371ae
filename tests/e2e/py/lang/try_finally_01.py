# try_finally_01: Monty language golden test
def g():
    try:
        return 'try'
    finally:
        print('cleanup')
print(g())
def h():
    try:
        return 1
    finally:
        return 2
print(h())
def k():
    for i in range(3):
        try:
            if i == 1:
                break
        finally:
            print('fin', i)
    return i
print(k())
def m():
    try:
        raise ValueError('x')
    finally:
        print('finally before propagation')
try:
    m()
except ValueError as e:
    print('caught', e)
def n():
    try:
        1 / 0
    finally:
        return 'swallowed'
print(n())
