def f():
    print(v)
    v = 1
try:
    f()
except UnboundLocalError as e:
    print(e)
