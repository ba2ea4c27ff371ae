# expect: spec
# A name never assigned, used inside a function: NameError, not caught.
def total(prices):
    result = 0
    for p in prices:
        result += p
    return grand_sum


print("computing")
print(total([1, 2]))
