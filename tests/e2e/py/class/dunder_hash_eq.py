class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, K) and self.v == o.v
    def __hash__(self):
        return hash(self.v)
print(len({K(1), K(1), K(2)}), K(1) in {K(1)}, {K(3): "x"}[K(3)])
class NoHash:
    def __eq__(self, o):
        return True
try:
    hash(NoHash())
except TypeError as e:
    print(e)
