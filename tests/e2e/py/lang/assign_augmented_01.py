# assign_augmented_01: Monty language golden test
x = 5
x += 3; print(x)
x -= 1; print(x)
x *= 2; print(x)
x /= 4; print(x)
x //= 1; print(x)
x **= 2; print(x)
x %= 5; print(x)
n = 0b1100
n &= 0b1010; print(n)
n |= 1; print(n)
n ^= 0b11; print(n)
n <<= 3; print(n)
n >>= 2; print(n)
s = 'ab'; s *= 3; print(s)
l = [1]; l2 = l; l += [2]; print(l, l2, l is l2)
t = (1,); t2 = t; t += (2,); print(t, t2, t is t2)
d = {'a': 1}; d['a'] += 10; print(d)
m = [[0]]; m[0][0] -= 5; print(m)
class C:
    v = 1
c = C(); c.v += 1; print(c.v, C.v)
