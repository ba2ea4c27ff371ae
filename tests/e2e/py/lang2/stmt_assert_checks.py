# assert as input validation: messages, expressions as messages, catching AssertionError.
def validate(order):
    assert isinstance(order, dict), f"order must be a dict, not {type(order).__name__}"
    assert "qty" in order, "missing qty"
    assert order["qty"] > 0, ("qty must be positive", order["qty"])
    assert order.get("sku")
    return "valid"
for order in [{"qty": 2, "sku": "A1"}, [1], {}, {"qty": -1}, {"qty": 1, "sku": ""}]:
    try:
        print(validate(order))
    except AssertionError as e:
        print("AssertionError:", e, "| args:", e.args)
x = 5
assert x == 5
try:
    assert x > 10, "x too small: %d" % x
except AssertionError as e:
    print(repr(e))
calls = []
def msg():
    calls.append("msg built")
    return "lazy"
assert True, msg()
print("message only built on failure:", calls)
print(issubclass(AssertionError, Exception))
