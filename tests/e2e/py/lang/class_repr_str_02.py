# class_repr_str_02: Monty language golden test
class Temp:
    def __init__(self, deg):
        self.deg = deg
    def __str__(self):
        return f'{self.deg}°'
    def __repr__(self):
        return f'Temp({self.deg})'
ts = [Temp(1), Temp(2.5)]
print(ts, str(ts), *ts, tuple(ts), {'t': ts[0]}, f'{ts[0]!r}|{ts[0]!s}|{ts[0]}')
print('%s and %r' % (ts[0], ts[1]), '{} {!r}'.format(ts[0], ts[0]), str(ts[0]) + '!')
class Sub(Temp):
    pass
print(Sub(3), repr(Sub(3)), type(Sub(3)).__name__)
class Default:
    pass
r = repr(Default())
print(r[:21], r.endswith('>'), str(Default) == "<class '__main__.Default'>")
print(repr(Default), repr(int), repr(len))
