# match_capture_01: Monty language golden test
def f(v):
    match v:
        case 0:
            return 'zero'
        case n if n < 0:
            return f'negative {n}'
        case n:
            return f'captured {n}'
print(f(0), f(-3), f(8))
match 'abc':
    case x:
        print('bound', x)
print(x)
match [1, 2]:
    case [a, b] as pair:
        print(a, b, pair)
def g(v):
    match v:
        case 1 | 2 | 3 as small:
            return 'small ' + str(small)
        case _:
            return 'big'
print(g(2), g(9))
