class A:
    def __init__(self):
        self.z = 1
print([n for n in dir(A()) if not n.startswith("_")], vars(A()))
