# return_01: Monty language golden test
def none1():
    pass
def none2():
    return
def multi():
    return 1, 'two', [3]
def early(x):
    if x:
        return 'early'
    print('fell through')
    return 'late'
print(none1(), none2(), multi())
a, b, c = multi()
print(a, b, c)
print(early(1), early(0))
def nested():
    def inner():
        return 'inner'
    return inner
print(nested()())
def loop():
    for i in range(10):
        while True:
            return i * 100
print(loop())
