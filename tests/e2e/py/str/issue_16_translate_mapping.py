# str.translate: plain dicts looked up without a KeyError per missing character, dict
# subclasses with __missing__, any mapping, and CPython's errors (a value past U+10FFFF was
# not refused).
s = "hello wörld 123 ~"
print(s.translate({ord("l"): "L", ord("ö"): None, 49: 50, 32: "__"}), s.translate(str.maketrans("lo", "01", "d")), s.translate({}))
class M(dict):
    def __missing__(self, k): return k + 1 if k < 128 else None
print("abc".translate(M()))
class G:
    def __getitem__(self, k):
        if k == 98: raise LookupError
        return "<%d>" % k
print("abc".translate(G()))
try: "abc".translate({97: 1.5})
except TypeError as e: print(e)
try: "abc".translate({97: 0x110000})
except ValueError as e: print(e)
import time
big = "a" * 10**6
t = time.monotonic(); r = big.translate({98: 99}); print(len(r), time.monotonic() - t < 5)
for v in (-1, 2**70, 0x10ffff):
    try: print(repr("a".translate({97: v})))
    except Exception as e: print(type(e).__name__, e)
