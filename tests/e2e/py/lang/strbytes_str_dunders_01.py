# strbytes_str_dunders_01: str's public methods and dunder methods called directly
names = sorted(x for x in dir(str) if not x.startswith('_'))
print(len(names), names)
print(sorted(x for x in dir(bytes) if not x.startswith('_')))
print(sorted(x for x in set(dir(bytearray)) - set(dir(bytes)) if not x.startswith('_')))
print('ab'.__add__('c'), 'a'.__mul__(3), 'a'.__rmul__(2), 'a'.__contains__('a'), 'ab'.__getitem__(1), 'ab'.__len__())
print('%s!'.__mod__(1), '%s'.__rmod__(1), 'x'.__rmod__('<%s>'), 'a'.__lt__('b'), 'b'.__ge__('c'), 'a'.__eq__(1), 'a'.__ne__('a'))
print('x'.__format__('>3'), 'x'.__sizeof__() == 50, 'é'.__sizeof__(), '€'.__sizeof__(), '😀'.__sizeof__(), ''.__sizeof__())
print(str.upper('x'), str.__len__('abc'), 'ab'.__getnewargs__(), bytearray(b'a').__iadd__(b'b'), bytearray(b'ab').__imul__(2))
class S(str):
    pass
print(format(S('hi'), '>4'), S('a') < 'b', S('ab').upper(), type(S('ab').upper()).__name__)
try:
    'a'.__format__(1)
except TypeError as e:
    print(type(e).__name__, e)
