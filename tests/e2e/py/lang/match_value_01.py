# match_value_01: Monty language golden test
class Color:
    RED = 'red'
    GREEN = 'green'
import math
def c(v):
    match v:
        case Color.RED:
            return 'is red'
        case Color.GREEN:
            return 'is green'
        case math.pi:
            return 'pi'
        case _:
            return 'other'
print(c('red'), c('green'), c(math.pi), c('blue'))
def t(v):
    match v:
        case (1, 2) | [3, 4]:
            return 'pairs'
        case {'k': [1, *_]}:
            return 'nested map seq'
        case bool(b):
            return f'bool {b}'
        case _:
            return '?'
print(t([1, 2]), t((3, 4)), t({'k': [1, 2]}), t(False))
