# match_misc_01: Monty language golden test
def lit(v):
    match v:
        case -1.5:
            return 'neg float'
        case 1 + 2j:
            return 'complex'
        case b'bytes':
            return 'bytes'
        case 'a' 'b':
            return 'concat str'
        case False:
            return 'False'
        case 0:
            return 'zero'
    return 'none matched'
for v in [-1.5, 1 + 2j, b'bytes', 'ab', False, 0, 0.0, 5]:
    print(repr(v), lit(v))
x = 5
match x:
    case 1:
        print('one')
print('no match fallthrough')
match (1, 2, 3):
    case (1, *mid):
        print('mid', mid)
match {'a': 1, 'b': 2}:
    case {'a': 1}:
        print('partial map match')
match 'abc':
    case [*chars]:
        print('str as seq?', chars)
    case _:
        print('str is not a sequence pattern')
