len_ = len
def f():
    len = 5
    return len
print(f(), len([1]), len_ is len)
