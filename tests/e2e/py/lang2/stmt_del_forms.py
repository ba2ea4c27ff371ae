# del on names, subscripts, slices, attributes and several targets at once.
cache = {"a": 1, "b": 2, "c": 3, "d": 4}
del cache["b"]
print(cache)
try:
    del cache["zzz"]
except KeyError as e:
    print("KeyError:", e)
nums = list(range(10))
del nums[0]
del nums[-1]
del nums[2:4]
del nums[::2]
print(nums)
class Record:
    def __init__(self):
        self.id = 1
        self.tmp = "scratch"
r = Record()
del r.tmp
print(vars(r), hasattr(r, "tmp"))
try:
    del r.tmp
except AttributeError as e:
    print("AttributeError:", e)
x, y, z = 1, 2, 3
del x, y
print(z, "x" in globals(), "y" in globals())
try:
    print(x)
except NameError as e:
    print("NameError:", e)
def scrub():
    secret = "pw"
    del secret
    try:
        return secret
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"
print(scrub())
matrix = [[1, 2], [3, 4]]
del matrix[0][1], matrix[1]
print(matrix)
s = "immutable"
try:
    del s[0]
except TypeError as e:
    print("TypeError:", e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print("TypeError:", e)
