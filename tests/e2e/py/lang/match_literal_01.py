# match_literal_01: Monty language golden test
def http(status):
    match status:
        case 200:
            return 'ok'
        case 404:
            return 'not found'
        case 'x' | 'y':
            return 'letter'
        case True:
            return 'true'
        case None:
            return 'none'
        case -1:
            return 'minus one'
        case 1.5:
            return 'float'
        case _:
            return 'other'
for v in [200, 404, 'y', True, None, -1, 1.5, 1, 0, 'z']:
    print(repr(v), http(v))
