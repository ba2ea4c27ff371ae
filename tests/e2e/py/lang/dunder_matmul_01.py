# dunder_matmul_01: Monty language golden test
class Mat:
    def __init__(self, rows):
        self.rows = rows
    def __matmul__(self, o):
        return Mat([[sum(a * b for a, b in zip(r, c)) for c in zip(*o.rows)] for r in self.rows])
    def __imatmul__(self, o):
        self.rows = (self @ o).rows
        return self
    def __repr__(self):
        return f'Mat({self.rows})'
    def __eq__(self, o):
        return self.rows == o.rows
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
a = Mat([[1, 2], [3, 4]])
i = Mat([[1, 0], [0, 1]])
print(a @ i, a @ a, a @ i == a, len(a), a[1, 0])
a @= a
print(a)
