# A time tuple's fields are C ints: one out of that range is OverflowError, before any
# range check of the field itself. struct_time takes the fields past its sequence from a dict.
import time

big = 2147483648
cases = [(big, 1, 1, 0, 0, 0, 0, 0, 0), (2024, big, 1, 0, 0, 0, 0, 0, 0),
         (2024, 1, 1, 0, 0, -big - 1, 0, 0, 0), (88888888888,) * 9]
for c in cases:
    for name, f in (("mktime", time.mktime), ("asctime", time.asctime),
                    ("strftime", lambda c: time.strftime("%Y", c))):
        try:
            f(c)
            print(name, "no error")
        except (OverflowError, ValueError) as e:
            print(name, type(e).__name__, e)
print(time.mktime((2024, 1, 1, 0, 0, 2147483647 - 10**9, 0, 0, 0)) > 0)

fields = (2024, 1, 2, 3, 4, 5, 6, 7, 0)
print(time.struct_time(fields).tm_zone, time.struct_time(fields).tm_gmtoff)
print(time.struct_time(fields, {"tm_zone": "UTC"}).tm_zone)
print(time.struct_time(fields, {"tm_gmtoff": 60}).tm_gmtoff)
print(time.struct_time(fields + ("CET",), {"tm_zone": "no", "tm_gmtoff": 3600}).tm_zone,
      time.struct_time(fields + ("CET",), {"tm_zone": "no", "tm_gmtoff": 3600}).tm_gmtoff)
print(time.struct_time(fields, {}).tm_zone)
for bad in (None, ["tm_zone", "UTC"], "x", 3):
    try:
        time.struct_time(fields, bad)
    except TypeError as e:
        print("TypeError:", e)
