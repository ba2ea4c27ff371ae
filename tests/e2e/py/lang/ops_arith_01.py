# ops_arith_01: Monty language golden test
print(7 + 3, 7 - 3, 7 * 3, 7 / 2, 7 // 2, 7 % 3, 7 ** 2)
print(-7 // 2, -7 % 3, 7 // -2, 7 % -3, -7 / 2)
print(7.5 // 2, 7.5 % 2, -7.5 // 2, -7.5 % 2)
print(2 ** -1, (-2) ** 2, -2 ** 2, 2 ** 3 ** 2)
print(10 / 4, 10 // 4.0, 1 / 3, 2 / 3)
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5))
print(~5, ~-1, -(-3), +(+3))
print(True + True, True * 10, False - 1)
