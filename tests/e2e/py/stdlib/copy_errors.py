import copy
def gen():
    yield 1
try:
    copy.deepcopy(gen())
except TypeError as e:
    print('TypeError', e)
try:
    copy.copy(gen())
except TypeError as e:
    print('TypeError', e)
