from collections import Counter
a, b = Counter(a=3, b=1, c=-2), Counter(a=1, b=2, d=4)
print(a + b, a - b, a & b, a | b)
print(+a, -a)
a += Counter(z=1)
print(a)
a -= Counter(a=10)
print(a)
print(Counter('aab') <= Counter('aabb'), Counter('aabb') > Counter('ab'))
try:
    Counter.fromkeys('ab')
except NotImplementedError as e:
    print('NotImplementedError', e)
del a['nothere']
print(a)
