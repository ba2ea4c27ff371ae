# json.JSONEncoder / JSONDecoder: subclasses through cls=, encode/decode/raw_decode, errors.
import json


class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)


print(json.dumps([1, 2j, {'a': 3j}], cls=E, indent=2, sort_keys=True))
print(E().encode(3j), E(separators=(',', ':')).encode({'a': [1, 2]}), ''.join(E().iterencode([1j])))
print(json.JSONEncoder().encode("h\u00e9llo"), json.JSONEncoder(ensure_ascii=False).encode("h\u00e9llo"))
print(json.JSONEncoder, json.JSONDecoder, repr(json.JSONEncoder.item_separator),
      repr(json.JSONEncoder(indent=2).item_separator))
print(json.JSONEncoder(default=lambda o: 'D').encode([object()]))
try:
    json.dumps(object(), cls=E)
except TypeError as e:
    print(e)


class D(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)

    def hook(self, d):
        return sorted(d.items())


print(json.loads('{"b": 1, "a": {"c": 2}}', cls=D))
print(json.loads('[1.5, 2]', cls=json.JSONDecoder, parse_float=str))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1}  extra'), dec.raw_decode('[1] '), dec.raw_decode('xx[2]', 2))
for bad in (' 1', '{"a": }'):
    try:
        dec.raw_decode(bad) if bad[0] == ' ' else dec.decode(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e, e.pos)


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


s = Sink()
json.dump([1j], s, cls=E)
print(''.join(s.parts))
e = json.JSONDecodeError('Boom', 'ab\ncd', 4)
print(e, e.args, e.lineno, e.colno, e.pos, e.msg, isinstance(e, ValueError))
