import copy
class C:
    def __init__(self, n):
        self.n = n
    def __copy__(self):
        print('__copy__ called')
        return C(self.n + 1)
    def __deepcopy__(self, memo):
        print('__deepcopy__ called', type(memo).__name__)
        return C(self.n + 100)
print(copy.copy(C(1)).n, copy.deepcopy(C(1)).n)
print([x.n for x in copy.deepcopy([C(0), C(1)])])
