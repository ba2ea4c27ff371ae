# ops_boolean_01: Monty language golden test
print(0 or 'x', '' or [] or 0, 'a' or 'b', None or {} or 'last')
print(1 and 2, 0 and 2, 'a' and '' and 'c', [] and 1/0)
print(not 0, not 'a', not [], not None)
def t(v):
    print('t', v)
    return v
print(t(0) or t(2) or t(3))
print(t(1) and t(0) and t(5))
x = [] or None
print(x)
print(1 and 2 or 3, 0 and 2 or 3, 0 or 0 and 1)
