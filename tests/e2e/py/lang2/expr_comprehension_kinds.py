# All four comprehension kinds with nested for/if, used to reshape data.
orders = [
    {"id": 1, "customer": "ana", "items": [("pen", 2), ("ink", 1)]},
    {"id": 2, "customer": "bo", "items": [("pad", 5)]},
    {"id": 3, "customer": "ana", "items": [("pen", 1), ("pad", 2), ("clip", 10)]},
]
lines = [(o["id"], sku, n) for o in orders for sku, n in o["items"] if n > 1]
print(lines)
skus = {sku for o in orders for sku, _ in o["items"]}
print(sorted(skus))
qty_by_sku = {sku: sum(n for o in orders for s, n in o["items"] if s == sku) for sku in sorted(skus)}
print(qty_by_sku)
per_customer = {c: [o["id"] for o in orders if o["customer"] == c] for c in sorted({o["customer"] for o in orders})}
print(per_customer)
biggest = max((sum(n for _, n in o["items"]), o["id"]) for o in orders)
print(biggest)
matrix = [[i * j for j in range(1, 4)] for i in range(1, 4)]
print(matrix, [x for row in matrix for x in row if x % 2 == 0], {x % 4 for row in matrix for x in row})
pairs = {(a, b) for a in range(3) for b in range(3) if a < b}
print(sorted(pairs), {k: v for k, v in zip("abc", range(3)) if v}, list(x for x in "abc" if x != "b"))
print([[c for c in w if c in "aeiou"] for w in ("tree", "sky", "queue")])
