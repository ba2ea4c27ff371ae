# objmodel_getattribute_01: __getattribute__ overrides and their interplay with __getattr__
class Counting:
    def __init__(self):
        self.hits = 0
        self.value = 10
    def __getattribute__(self, name):
        if name != 'hits':
            object.__setattr__(self, 'hits', object.__getattribute__(self, 'hits') + 1)
        return object.__getattribute__(self, name)
    def method(self):
        return 'm'
c = Counting()
print(c.value, c.method(), c.value, c.hits)
print(getattr(c, 'value'), hasattr(c, 'nope'), c.hits)
class Fallback:
    def __getattribute__(self, name):
        if name.startswith('x'):
            raise AttributeError(name)
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return 'fallback:' + name
f = Fallback()
print(f.xyz, f.__class__.__name__, f.other)
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, '_t', target)
    def __getattribute__(self, name):
        t = object.__getattribute__(self, '_t')
        return getattr(t, name)
p = Proxy([3, 1, 2])
p.sort()
print(p.count(1), p.index(2), object.__getattribute__(p, '_t'))
class Sub(Counting):
    pass
s = Sub()
print(s.value, s.value, s.hits)
try:
    object.__getattribute__(s, 5)
except TypeError as e:
    print(type(e).__name__, e)
class Loud:
    def __getattribute__(self, name):
        raise KeyError(name)
try:
    Loud().anything
except KeyError as e:
    print('KeyError', e)
