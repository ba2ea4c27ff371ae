# issue 18: the right-to-left search falls back to reversed windows that double from the
# end (linear for rsplit/rfind loops over near-matching text); its answers, by cases
# around the window edges and by a seeded sweep against a search by slices
import random
random.seed(5)
bad = 0
for trial in range(2000):
    alpha = random.choice(['ab', 'abc', 'a', 'aab'])
    h = ''.join(random.choice(alpha) for _ in range(random.randint(0, 300)))
    n = ''.join(random.choice(alpha) for _ in range(random.randint(1, 12)))
    ref = -1
    for i in range(len(h) - len(n), -1, -1):
        if h[i:i + len(n)] == n:
            ref = i
            break
    bad += h.rfind(n) != ref or h.rsplit(n, 3) != [x[::-1] for x in h[::-1].split(n[::-1], 3)][::-1]
print('sweep differences', bad)
s = ('a' * 9999 + 'b') * 6
sep = 'a' * 5000 + 'b'
print(len(s.rsplit(sep)), [len(x) for x in s.rsplit(sep)])
print(s.rfind('a' * 9000 + 'c'), s.rfind('a' * 9000 + 'b'), s.rfind('b' + 'a' * 9999))
for w in (255, 256, 257, 300, 511, 512, 513, 1024, 5000):
    t = 'x' + 'a' * w + 'y' * 3
    print(w, t.rfind('x' + 'a' * 20), t.rfind('xa'), t.rindex('a' * w), (t * 3).rfind('y' + 'x' + 'a' * 10))
b = (b'ab' * 3000 + b'c') * 4
print(b.rfind(b'ab' * 100 + b'c'), len(b.rsplit(b'ab' * 1000 + b'c')), bytearray(b).rfind(b'ba' * 50))
