# match_sequence_01: Monty language golden test
def shape(v):
    match v:
        case []:
            return 'empty'
        case [x]:
            return f'one {x}'
        case [x, y]:
            return f'two {x} {y}'
        case [first, *rest]:
            return f'first {first} rest {rest}'
print(shape([]), shape([1]), shape((1, 2)), shape([1, 2, 3, 4]))
def s2(v):
    match v:
        case [1, *_, 9]:
            return '1..9'
        case [*init, 'end']:
            return f'init {init}'
        case (a, (b, c)):
            return f'nested {a} {b} {c}'
        case str():
            return 'string not seq'
        case _:
            return 'no'
print(s2([1, 5, 9]), s2(['a', 'end']), s2([1, [2, 3]]), s2('ab'), s2({1: 2}))
match range(3):
    case [0, 1, 2]:
        print('range matches sequence')
