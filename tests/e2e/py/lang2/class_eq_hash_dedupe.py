# __eq__/__hash__ for deduplicating records in sets and using them as dict keys.
class Email:
    def __init__(self, address):
        self.address = address
    def _key(self):
        local, _, domain = self.address.partition("@")
        return local.lower(), domain.lower()
    def __eq__(self, other):
        return isinstance(other, Email) and self._key() == other._key()
    def __hash__(self):
        return hash(self._key())
    def __repr__(self):
        return f"Email({self.address!r})"
raw = ["Ana@X.com", "ana@x.com", "bo@y.org", "BO@Y.ORG", "cy@z.net"]
unique = []
seen = set()
for a in raw:
    e = Email(a)
    if e not in seen:
        seen.add(e)
        unique.append(e)
print(unique, len(seen))
counts = {}
for a in raw:
    counts[Email(a)] = counts.get(Email(a), 0) + 1
print(list(counts.values()), counts[Email("ANA@x.COM")])
class NoHash:
    def __eq__(self, other):
        return True
print(NoHash.__hash__ is None, NoHash() == 5)
try:
    hash(NoHash())
except TypeError as e:
    print("TypeError:", e)
class IdentityOnly:
    pass
a, b = IdentityOnly(), IdentityOnly()
print(a == a, a == b, len({a, b, a}))
class Child(Email):
    pass
print(Child("q@w.e") == Email("Q@W.E"), len({Child("q@w.e"), Email("q@W.e")}))
print(hash(1) == hash(1.0) == hash(True), {1: "int", 1.0: "float", True: "bool"})
print(hash((1, "a")) == hash((1, "a")), (1, 2) in {(1, 2): 0})
