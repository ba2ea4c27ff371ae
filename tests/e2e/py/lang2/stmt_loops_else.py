# while/for with else, break and continue: searching, retry loops and primes.
def find_index(items, target):
    for i, item in enumerate(items):
        if item == target:
            break
    else:
        return -1
    return i
print(find_index(["a", "b", "c"], "b"), find_index(["a"], "z"), find_index([], "a"))
def primes_below(n):
    out = []
    for cand in range(2, n):
        for p in out:
            if p * p > cand:
                break
            if cand % p == 0:
                break
        else:
            out.append(cand)
            continue
        if p * p <= cand:
            continue
        out.append(cand)
    return out
print(primes_below(40))
attempts = 0
while attempts < 5:
    attempts += 1
    if attempts == 3:
        print("succeeded on attempt", attempts)
        break
else:
    print("gave up")
n = 0
while n < 3:
    n += 1
else:
    print("while finished normally, n =", n)
total = 0
for v in range(20):
    if v % 2:
        continue
    if v > 12:
        break
    total += v
print("total", total)
for ch in "":
    print("never")
else:
    print("empty loop runs else")
outer_hits = []
for i in range(3):
    for j in range(3):
        if j == 2:
            break
        if i == j:
            continue
        outer_hits.append((i, j))
print(outer_hits)
