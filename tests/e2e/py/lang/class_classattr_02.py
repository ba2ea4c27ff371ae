# class_classattr_02: Monty language golden test
class Config:
    defaults = {'debug': False}
    def __init__(self, **kw):
        self.opts = {**self.defaults, **kw}
    def __getitem__(self, k):
        return self.opts[k]
c = Config(debug=True, level=3)
print(c['debug'], c['level'], Config.defaults)
class Node:
    count = 0
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
        Node.count += 1
    def total(self):
        return self.val + sum(ch.total() for ch in self.children)
    def depth(self):
        return 1 + max((c.depth() for c in self.children), default=0)
t = Node(1, [Node(2, [Node(4)]), Node(3)])
print(t.total(), t.depth(), Node.count)
print(Node.total(t.children[0]), type(t.children).__name__)
