# Issue 18: str.translate on an ASCII str looks each distinct character up once (CPython's
# memo), and falls back to a look-up per character from the first result that is not one
# ASCII character, looking that character up again; case mapping, encode and decode and
# count on their fast paths.


class Counting:
    def __init__(self, table):
        self.table = table
        self.calls = []

    def __getitem__(self, k):
        self.calls.append(chr(k))
        return self.table[k]


# the memo: one look-up per distinct character of an ASCII str
m = Counting({ord("a"): "A", ord("b"): None, ord("c"): 100})
print(repr("abcabcxyzabc".translate(m)), m.calls)

# a result longer than one character leaves the fast path: that character is looked up
# again, and every later character once per occurrence
m = Counting({ord("a"): "A", ord("b"): "bee"})
print(repr("aabab".translate(m)), m.calls)

# a code point past ASCII leaves it too
m = Counting({ord("a"): 0xe9, ord("b"): "B"})
print(repr("bbab".translate(m)), m.calls)

# a non-ASCII str: a look-up per character
m = Counting({ord("a"): "A"})
print(repr("aé a".translate(m)), m.calls)


# a mapping that changes itself while translate runs: the memo keeps the first answer
class Mutating:
    def __init__(self):
        self.n = 0

    def __getitem__(self, k):
        self.n += 1
        return str(self.n % 10)


m = Mutating()
print("abcabc".translate(m), m.n)

# errors, also after the fast path was left
for table in ({97: -1}, {97: 0x110000}, {97: 1.5}, {98: "xy", 97: []}):
    try:
        print("bab".translate(table))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


class Boom:
    def __getitem__(self, k):
        if k == ord("c"):
            raise RuntimeError("boom at c")
        raise LookupError


try:
    "aabbc".translate(Boom())
except RuntimeError as e:
    print("RuntimeError", e)

# deletion everywhere, and nothing changed
print(repr("aaaa".translate({97: None})), "abc".translate({}) == "abc")
print(repr("a" * 20 + "b".translate({98: "c"})))

# case mapping on long ASCII and mixed strs (the eight-byte loop's edges)
s = "".join(chr(c) for c in range(128)) * 3
print(s.upper() == "".join(ch.upper() for ch in s), s.lower() == "".join(ch.lower() for ch in s))
print(s.casefold() == s.lower(), s.swapcase()[60:100])
mixed = ("Straße ΣΑΣ ﬁ Ǆ @[`{ abcXYZ " * 20) + "ΟΔΟΣ"
print(mixed.upper()[:60], mixed.lower()[-40:])
print(mixed.casefold()[:40], mixed.swapcase()[:30], mixed.title()[:30])
print(len(mixed.upper()), len(mixed.lower()), len(mixed.casefold()))

# encode and decode: ASCII, mixed, surrogates, invalid bytes
print("abc".encode(), "é\u20ac😀".encode(), ("x" * 30 + "é").encode()[-4:])
for s in ("ab\udcffc", "a\ud800", "\udc80" + "y" * 20):
    for errors in ("strict", "surrogateescape", "surrogatepass", "replace"):
        try:
            print(errors, s.encode("utf-8", errors))
        except UnicodeEncodeError as e:
            print(errors, "UnicodeEncodeError", e)
for b in (b"plain ascii" * 3, "é€😀".encode() * 3, b"ab\xffcd", b"\xed\xa0\x80", b"x" * 17 + b"\xc3"):
    try:
        s = b.decode()
        print(len(s), s[:12])
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError", e)

# count of one character, across the eight-byte blocks
s = ("ab\x00\xff" * 7 + "é") * 5
for ch in ("a", "b", "\x00", "\xff", "é", "z"):
    print(repr(ch), s.count(ch), s.count(ch, 3), s.count(ch, 5, 40))
print((b"\x00\x80\xff\x00" * 5).count(b"\x00"), (b"\x80" * 23).count(b"\x80"))
