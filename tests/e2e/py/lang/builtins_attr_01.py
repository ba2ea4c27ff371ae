# builtins_attr_01: Monty language golden test
class C:
    cv = 1
    def __init__(self):
        self.iv = 2
    def m(self):
        pass
c = C()
print(getattr(c, 'iv'), getattr(c, 'cv'), getattr(c, 'no', None), hasattr(c, 'm'), hasattr(c, 'zz'))
setattr(c, 'new', 3)
print(c.new, vars(c), sorted(k for k in vars(C) if not k.startswith('__')))
delattr(c, 'new')
print('new' in vars(c), 'iv' in dir(c), 'm' in dir(c), 'cv' in dir(C), '__init__' in dir(C))
try:
    getattr(c, 'nope')
except AttributeError as e:
    print(type(e).__name__, e)
try:
    getattr(c, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    vars(5)
except TypeError as e:
    print(type(e).__name__, e)
print(dir([])[:3] if False else 'append' in dir([]), 'upper' in dir(''), sorted(dir(C()))[-3:])
