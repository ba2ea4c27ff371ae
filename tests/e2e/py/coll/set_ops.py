a, b = {1, 2, 3, 4}, {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, a <= b, {3} < a, a.isdisjoint({9}), a.issuperset({1, 2}))
