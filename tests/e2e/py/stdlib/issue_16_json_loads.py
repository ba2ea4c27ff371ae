# json: loads of every escape, surrogates, \u0000, big numbers with parse_* hooks, and
# JSONDecodeError's fields and texts
import json


def t(f, *a, **k):
    try:
        print(ascii(f(*a, **k)))
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e, "|", repr(e.msg), repr(e.doc), e.pos, e.lineno, e.colno,
              isinstance(e, ValueError))
    except Exception as e:
        print(type(e).__name__ + ":", e)


for s in ['"\\""', '"\\\\"', '"\\/"', '"\\b\\f\\n\\r\\t"', '"\\u0041\\u00e9\\u4e2d"',
          '"\\u0000"', '"a\\u0000b"', '"\\ud83d\\ude00"', '"\\uD83D\\uDE00"', '"\\ud83d"',
          '"\\ude00"', '"\\ud83dx"', '"\\ud83d\\u0041"', '"\\ude00\\ud83d"', '"\\ud83d\\ud83d\\ude00"',
          '"\\ud800\\udc00"', '"\\udbff\\udfff"', '"\\u12"', '"\\u12g4"', '"\\x41"', '"\\a"',
          '"\\', '"abc', '"a\\u"', '"tab\there"', '"nl\nx"', '"\x7f\x80"', '"\u00e9"',
          '"\\uDFFF"', '"\ud800"' if False else '"ok"', '["\\ud83d", "\\ude00"]']:
    t(json.loads, s)
    t(json.loads, s, strict=False)
for s in ["12345678901234567890123456789", "-0", "-0.0", "1e400", "-1e400", "1.5e-400",
          "1E+2", "0.1", "1.7976931348623157e308", "123456789012345678901234567890.5",
          "NaN", "Infinity", "-Infinity", "[NaN, Infinity]", "1.0", "10", "-12"]:
    t(json.loads, s)
    t(json.loads, s, parse_float=str)
    t(json.loads, s, parse_int=str)
    t(json.loads, s, parse_constant=lambda c: "C:" + c)
    t(json.loads, s, parse_int=float, parse_float=lambda x: ("F", x))
t(json.loads, "[1, 2.5]", parse_float=lambda x: 1 / 0)
t(json.loads, "-Infinity", parse_constant=lambda c: [c])
t(json.loads, '{"a": 1}', object_hook=lambda d: sorted(d.items()))
t(json.loads, '{"a": 1, "a": 2}', object_pairs_hook=list)
t(json.loads, '12', parse_int=len)

for s in ["", " ", "[", "[1,", "[1,]", "[1 2]", "{", '{"a"', '{"a":', '{"a":1,}', '{1:2}',
          '{"a" 1}', "tru", "nul", "01", "1.", "1e", "-", "--1", ".5", "[1]x", "1 2",
          '{"a":1}}', "\n\n  [1,\n  ?]", "[\"a\nb\"]", "\ufeff[1]", "[1e5000000000]", "+1",
          "[1,\n\n2,,3]", "\t\"abc", "nan", "inf", "[-]", "[\"\\q\"]", "'a'", "[\"x\\ud83d\\u\"]"]:
    t(json.loads, s)
t(json.loads, b'[1, 2]')
t(json.loads, b'\xef\xbb\xbf[1]')
t(json.loads, '[1]'.encode('utf-16'))
t(json.loads, bytearray(b'"x"'))
t(json.loads, 5)
e = json.JSONDecodeError("Expecting value", "ab\ncd", 4)
print(e, e.msg, e.doc, e.pos, e.lineno, e.colno, e.args)
print(json.JSONDecodeError.__mro__[1].__name__, json.decoder.JSONDecodeError is json.JSONDecodeError)
d = json.JSONDecoder()
t(d.decode, '[1]')
t(d.decode, '[1] x')
t(d.raw_decode, '[1] x')
t(d.raw_decode, '  [1]')
t(d.raw_decode, '{"a": 2}zz', 0)
t(json.JSONDecoder(parse_float=Decimal if False else str).decode, "1.25")
print(json.loads('"\\u00e9\\n"') == "\u00e9\n", len(json.loads('"\\ud83d\\ude00"')))
