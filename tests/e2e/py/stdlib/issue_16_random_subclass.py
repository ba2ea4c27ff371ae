# random: Random and SystemRandom subclasses (state, super().__init__, attributes), and
# copies of re's Pattern and Match objects
import copy
import random
import re


class R(random.Random):
    def __init__(self, x, tag):
        super().__init__(x)
        self.tag = tag


r = R(7, "seven")
print(r.tag, r.random() == random.Random(7).random(), isinstance(r, random.Random))
print([r.randint(1, 100) for _ in range(5)], r.choice("abcdef"), r.gauss(0, 1))


class Plain(random.Random):
    pass


p = Plain(11)
print(p.random(), random.Random(11).random(), type(p).__name__)
p.seed(3)
print(p.random() == random.Random(3).random())


class S(random.SystemRandom):
    pass


s = S()
print(0 <= s.random() < 1, len(s.randbytes(3)), isinstance(s, random.SystemRandom))
try:
    random.Random(1, 2)
except TypeError as e:
    print("TypeError", e)

pat = re.compile("(a)(?P<n>b)?")
m = pat.match("ab")
print(copy.copy(pat) is pat, copy.deepcopy(pat) is pat, copy.copy(m) is m, copy.deepcopy(m) is m)
print(pat == re.compile("(a)(?P<n>b)?"), hash(pat) == hash(re.compile("(a)(?P<n>b)?")))
