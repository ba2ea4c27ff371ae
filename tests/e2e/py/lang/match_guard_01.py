# match_guard_01: Monty language golden test
def classify(p):
    match p:
        case (x, y) if x == y:
            return 'diag'
        case (x, y) if x > y:
            return 'below'
        case (x, _):
            return f'above x={x}'
        case _:
            return 'not a pair'
print([classify(p) for p in [(1, 1), (3, 2), (1, 5), 'ab', [4, 4], None]])
def kind(v):
    match v:
        case int() | float() if v < 0:
            return 'negative number'
        case int() | float():
            return 'number'
        case [] | ():
            return 'empty seq'
        case [_, *_]:
            return 'non-empty seq'
        case {'type': t} if t in ('a', 'b'):
            return f'typed {t}'
        case _:
            return 'unknown'
print([kind(v) for v in [-1, 2.5, [], (), [1], {'type': 'a'}, {'type': 'z'}, 'str']])
