# issue 13: in-place and extending operations given their own object as the argument
# (they read the operand while resizing it).
import collections


def show(tag, x):
    print(tag, len(x), sum(x) if not isinstance(x, (dict, collections.OrderedDict)) else sorted(x.items())[:4])


items = list(range(50))
for _ in range(5):
    items += items
print(len(items), sum(items))

for n in (0, 1, 2, 3, 7, 8, 9, 16, 17, 100):
    a = list(range(n)); a += a; show("list+=", a)
    a = list(range(n)); a.extend(a); show("extend", a)
    a = list(range(n)); a *= 3; show("list*=", a)
    a = list(range(n)); a[:] = a; show("a[:]=a", a)
    a = list(range(n)); a[1:2] = a; show("a[1:2]=a", a)
    a = list(range(n)); a[n:] = a; show("a[n:]=a", a)
    a = list(range(n)); a[::-1] = a; show("a[::-1]=a", a); print(a[:5])
    a = list(range(n)); a.insert(0, a); print("insert", len(a), a[0] is a)
    a = list(range(n)); a.append(a); print("append", len(a), a[-1] is a)
    a = list(range(n)); a += reversed(a); show("+=reversed", a)

for n in (0, 1, 5, 8, 9, 33, 200):
    b = bytearray(range(n))
    try:
        b += b  # CPython refuses: b's buffer is exported to itself while it resizes
    except BufferError as e:
        print("ba+=", type(e).__name__, e)
    show("ba+=", b)
    b = bytearray(range(n)); b.extend(b); show("ba.extend", b)
    b = bytearray(range(n)); b *= 3; show("ba*=", b)
    b = bytearray(range(n)); b[:] = b; show("ba[:]=b", b)
    b = bytearray(range(n)); b[1:2] = b; show("ba[1:2]=b", b)
    b = bytearray(range(n)); b[n:] = b; show("ba[n:]=b", b)
    b = bytearray(range(n)); b[::-1] = b; show("ba[::-1]=b", b)
    b = bytearray(range(n)); b[0:0] = b; show("ba[0:0]=b", b)
    b = bytearray(b"ab" * n); print(b.replace(b, b + b)[:8], b.join([b, b])[:8])

for n in (0, 1, 5, 8, 9, 100):
    d = {i: i for i in range(n)}; d.update(d); show("d.update", d)
    d = {i: i for i in range(n)}; d |= d; show("d|=", d)
    d = {i: i for i in range(n)}; d.update(d.items()); show("d.update(items)", d)
    d = {i: i for i in range(n)}; d.update(**{str(k): v for k, v in d.items()}); print("kw", len(d))
    o = collections.OrderedDict((i, i) for i in range(n)); o.update(o); show("od.update", o)
    o = collections.OrderedDict((i, i) for i in range(n)); o |= o; show("od|=", o)
    s = set(range(n)); s |= s; show("s|=", s)
    s = set(range(n)); s &= s; show("s&=", s)
    s = set(range(n)); s -= s; show("s-=", s)
    s = set(range(n)); s ^= s; show("s^=", s)
    s = set(range(n)); s.update(s); show("s.update", s)
    s = set(range(n)); s.update(s, s); show("s.update2", s)
    s = set(range(n)); s.intersection_update(s); show("s.iu", s)
    s = set(range(n)); s.intersection_update(s, s); show("s.iu2", s)
    s = set(range(n)); s.difference_update(s); show("s.du", s)
    s = set(range(n)); s.symmetric_difference_update(s); show("s.sdu", s)
    s = set(range(n)); print("cmp", s <= s, s == s, s.isdisjoint(s), len(s | s), len(s & s))
    q = collections.deque(range(n)); q.extend(q); show("dq.extend", q)
    q = collections.deque(range(n)); q.extendleft(q); show("dq.extendleft", q); print(list(q)[:4])
    q = collections.deque(range(n)); q += q; show("dq+=", q)
    q = collections.deque(range(n)); q *= 2; show("dq*=", q)
    q = collections.deque(range(n), maxlen=7); q.extend(q); show("dq-maxlen", q)
    q = collections.deque(range(n), maxlen=7); q.extendleft(q); show("dq-maxlen-l", q)
    c = collections.Counter(range(n)); c.update(c); print("c.update", sorted(c.items())[:4])
    c = collections.Counter(range(n)); c.subtract(c); print("c.subtract", sorted(c.items())[:4])
    c = collections.Counter(range(n)); c += c; print("c+=", sorted(c.items())[:4])
    c = collections.Counter(range(n)); c -= c; print("c-=", sorted(c.items())[:4])
    c = collections.Counter(range(n)); c |= c; print("c|=", sorted(c.items())[:4])
    c = collections.Counter(range(n)); c &= c; print("c&=", sorted(c.items())[:4])

# repeated growth through many resize boundaries
a = [1]
b = bytearray(b"x")
q = collections.deque([1])
for i in range(12):
    a += a
    b.extend(b)
    q += q
print(len(a), sum(a), len(b), len(q), sum(q))
