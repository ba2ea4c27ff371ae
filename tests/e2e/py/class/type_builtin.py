class A: pass
print(type(A()), type(A), type(1), type("s") is str, type(None).__name__, isinstance(A, type))
B = type("B", (A,), {"x": 5})
print(B().x, B.__name__, issubclass(B, A))
