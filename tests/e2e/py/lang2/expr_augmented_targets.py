# Augmented assignment to names, subscripts and attributes; the target is evaluated once.
counts = {}
for word in "the cat and the hat and the bat".split():
    counts[word] = counts.get(word, 0) + 1
print(counts)
class Account:
    def __init__(self):
        self.balance = 100
acct = Account()
acct.balance -= 30
acct.balance *= 2
acct.balance //= 3
acct.balance **= 2
acct.balance %= 1000
print(acct.balance)
n = 0b1100
n |= 0b0011
n &= 0b1010
n ^= 0b1111
n <<= 2
n >>= 1
print(n, bin(n))
seen = []
def key(k):
    seen.append(k)
    return k
store = {"a": [1], "b": [2]}
store[key("a")] += [3]
store[key("b")] *= 3
print(store, seen)
s = "ab"
s += "cd"
s *= 2
print(s)
x = 7.5
x /= 2
x -= 0.25
print(x)
t = (1,)
t += (2, 3)
print(t)
lst = [1, 2]
alias = lst
lst += [3]
print(alias, alias is lst)
tup = (1, 2)
alias_t = tup
tup += (3,)
print(alias_t, tup)
matrix = [[0] * 3 for _ in range(2)]
matrix[1][2] += 5
print(matrix)
