# match_nested_01: Monty language golden test
def eval_expr(e):
    match e:
        case ('num', n):
            return n
        case ('add', l, r):
            return eval_expr(l) + eval_expr(r)
        case ('mul', l, r):
            return eval_expr(l) * eval_expr(r)
        case ('neg', x):
            return -eval_expr(x)
        case _:
            raise ValueError(f'bad expr {e!r}')
print(eval_expr(('add', ('num', 2), ('mul', ('num', 3), ('neg', ('num', 4))))))
try:
    eval_expr(('pow', 1, 2))
except ValueError as e:
    print(e)
events = [{'kind': 'click', 'pos': (1, 2)}, {'kind': 'key', 'key': 'q'}, {'kind': 'key', 'key': 'x', 'mods': ['ctrl']}, {'kind': 'scroll'}]
for ev in events:
    match ev:
        case {'kind': 'click', 'pos': (x, y)}:
            print('click at', x, y)
        case {'kind': 'key', 'key': 'q', **rest} if not rest:
            print('quit')
        case {'kind': 'key', 'key': k, 'mods': [*mods]}:
            print('key', k, 'mods', mods)
        case {'kind': other}:
            print('other', other)
