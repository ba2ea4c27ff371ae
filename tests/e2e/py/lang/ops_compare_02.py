# ops_compare_02: Monty language golden test
print(float('nan') < 1, float('nan') == float('nan'), 1 < float('inf'), -float('inf') < -1e308)
print(2 == 2.0 == 2 + 0j, 'a' == 'a' != 'b', [] == [] is not None)
print((1, 'a') < (1, 'b'), (1, 2) < (1, 2, 3), [2] > [1, 9], 'abc' > 'ab', '' < 'a')
print({1, 2} > {1}, {1, 2} >= {1, 2}, {1} == frozenset({1}), {1: 2}.items() == {(1, 2)})
print(None == None, None != 0, 1 == True, 0 == False, '1' == 1)
x = 5
print(0 < x <= 5 < 6 != 7, x < 3 or x > 4, 3 < x < 4)
try:
    {1: 2} < {1: 3}
except TypeError as e:
    print(type(e).__name__, e)
try:
    None < 1
except TypeError as e:
    print(type(e).__name__, e)
