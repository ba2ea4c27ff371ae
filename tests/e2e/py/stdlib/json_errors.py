import json
bad = ['', ' ', '[', '[1,', '[1,]', '{"a"', '{"a":', '{"a":1', '{"a":1 "b":2}', '{1: 2}',
       '"abc', '"a\\x"', '"\\u12"', '"tab\there"', 'tru', '01', '1.', '-', '[1] x', '{"a":1}}',
       '\n\n  [1,\n  2,,]', '"é" x', '[' * 3, 'nan', '1e', '{"a" : }']
for s in bad:
    try:
        json.loads(s)
    except json.JSONDecodeError as e:
        print(repr(s), '|', e, '|', e.msg, e.pos, e.lineno, e.colno)
try:
    json.loads(5)
except TypeError as e:
    print('TypeError:', e)
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)
