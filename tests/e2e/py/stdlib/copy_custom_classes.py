import copy
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'Point({self.x}, {self.y})'
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
ps = [Point(1, [2]), Point(3, [4])]
sh = copy.copy(ps)
dp = copy.deepcopy(ps)
ps[0].y.append(9)
print(sh, dp, sh[0] is ps[0], dp[0] is ps[0], dp == [Point(1, [2]), Point(3, [4])])
class Slots:
    __slots__ = ('a', 'b')
    def __init__(self):
        self.a = [1]
        self.b = 2
s = copy.deepcopy(Slots())
print(s.a, s.b)
