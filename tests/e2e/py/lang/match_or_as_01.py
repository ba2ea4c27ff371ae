# match_or_as_01: Monty language golden test
def f(v):
    match v:
        case [('a' | 'b') as letter, *_]:
            return 'starts with ' + letter
        case (0 | 1) as bit:
            return f'bit {bit}'
        case {'x': (1 | 2) as xv} | {'y': xv}:
            return f'xv={xv}'
        case str() as s if len(s) > 3:
            return 'long ' + s
        case _ as anything:
            return f'fallback {anything!r}'
for v in [['b', 2], 0, 1, 2, {'x': 2}, {'y': 'why'}, {'x': 3}, 'hello', 'hi']:
    print(f(v))
