# match_class_02: Monty language golden test
class Cmd:
    __match_args__ = ('name', 'args')
    def __init__(self, name, args=()):
        self.name, self.args = name, args
class Quit(Cmd):
    pass
def run(c):
    match c:
        case Quit():
            return 'bye'
        case Cmd('go', [direction]):
            return 'going ' + direction
        case Cmd('look'):
            return 'looking'
        case Cmd(name=n, args=[_, _, *_] as a):
            return f'{n} with many args {a}'
        case Cmd(n):
            return 'unknown ' + n
for c in [Quit('q'), Cmd('go', ['north']), Cmd('look', [1]), Cmd('take', ['a', 'b', 'c']), Cmd('zz')]:
    print(run(c))
match [1, 'a', 2.0, None, True]:
    case [int(i), str(s), float(f), None, bool(b)]:
        print('typed', i, s, f, b)
class NoArgs:
    pass
try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as e:
    print(type(e).__name__, e)
