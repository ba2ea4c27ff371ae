# ops_conditional_01: Monty language golden test
for n in range(-1, 2):
    print('neg' if n < 0 else 'zero' if n == 0 else 'pos')
x = 1/1 if True else 1/0
print(x)
f = lambda a: 'even' if a % 2 == 0 else 'odd'
print([f(i) for i in range(4)])
print((1 if False else 2) + 10)
print([i if i % 2 else -i for i in range(5)])
