# objmodel_dunder_num_01: __index__, __complex__ and generic aliases of builtins
class Two:
    def __index__(self):
        return 2
class Cx:
    def __complex__(self):
        return 3 + 4j
t = Two()
print(bin(t), hex(t), oct(t), 'abcdef'[t:], 'abcdef'[:t], [1, 2, 3][t], range(t), range(t, 5, t))
print(complex(Cx()), abs(complex(Cx())), complex(Cx()).imag)
class BadCx:
    def __complex__(self):
        return 1.5
try:
    complex(BadCx())
except TypeError as e:
    print(type(e).__name__, e)
print(list[int], dict[str, int], tuple[int, ...], set[str], frozenset[int], type[int])
print(tuple[int, str].__args__, list[int].__origin__, dict[str, list[int]], tuple[()])
def f(x: tuple[int, ...]) -> list[str]:
    return [str(v) for v in x]
print(f((1, 2)), f.__annotations__ if False else 'ok', list[int]([1, 2]), tuple[int, ...]((1,)))
class Cplx(complex):
    pass
print(Cplx(1, 2), Cplx(1, 2) + 1, isinstance(Cplx(1), complex))
