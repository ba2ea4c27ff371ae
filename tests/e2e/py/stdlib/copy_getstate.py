import copy
class S:
    def __init__(self):
        self.v = 1
        self.cache = 'big'
    def __getstate__(self):
        print('getstate')
        return {'v': self.v}
    def __setstate__(self, st):
        print('setstate', st)
        self.__dict__.update(st)
        self.cache = None
c = copy.copy(S())
print(c.v, c.cache)
d = copy.deepcopy(S())
print(d.v, d.cache)
