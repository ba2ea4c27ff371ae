from functools import singledispatch
@singledispatch
def show(x):
    return 'object'
@show.register(int)
def _(x):
    return 'int ' + str(x)
@show.register(list)
def _(x):
    return 'list of ' + str(len(x))
print(show(1), show([1, 2]), show('s'), show(True), show(1.5))
print(show.dispatch(bool) is show.dispatch(int))
