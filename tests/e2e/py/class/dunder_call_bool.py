class F:
    def __call__(self, x):
        return x * 3
    def __bool__(self):
        return False
f = F()
print(f(2), bool(f), "yes" if f else "no", callable(f))
