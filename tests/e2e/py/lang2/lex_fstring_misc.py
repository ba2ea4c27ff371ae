# f-strings in real code: quotes of other kinds inside, dict access, method calls, comprehensions.
users = [{"name": "ana", "age": 31}, {"name": "bo", "age": 7}]
for u in users:
    print(f'{u["name"].title()} is {u["age"]} year{"s" if u["age"] != 1 else ""} old')
print(f"{', '.join(u['name'] for u in users)}")
print(f"{[u['age'] * 2 for u in users]}")
print(f"{sum(u['age'] for u in users) / len(users):.2f}")
print(f"""multi
line {len(users)}
""", end="")
print(f'''{"triple"!r}''')
lines = [f"{i:02d}: {'#' * i}" for i in range(1, 5)]
print("\n".join(lines))
x = 10
print(f"{x if x > 5 else -x} {(lambda v: v * 3)(x)} {x:{'>'}5}")
print(f"{x!r:>{x // 2}}|")
print(f"{'a' 'b'}")
print(F"{x}" f"{x + 1}" "plain" rf"\{x}")
amount = 1234567.891
print(f"${amount:,.2f} {amount:_.1f} {int(amount):,}")
print(f"{'%s-%d' % ('id', 5)}")
print(f"{dict(a=1)}")
