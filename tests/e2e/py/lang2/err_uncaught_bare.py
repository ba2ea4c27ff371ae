# expect: spec
# An exception raised without a message: the report is just the type name.
def check(values):
    if not values:
        raise RuntimeError
    return sum(values)


print(check([1, 2, 3]))
print(check([]))
