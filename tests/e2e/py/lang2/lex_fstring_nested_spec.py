# Nested replacement fields inside f-string format specs: a column-aligned report.
rows = [("widget", 4, 3.5), ("gadget", 12, 10.125), ("doohickey", 1, 99.999)]
name_w = max(len(r[0]) for r in rows)
for prec in (0, 2):
    for name, qty, price in rows:
        print(f"{name:<{name_w}} | {qty:>{3}d} | {price:>{8}.{prec}f} | {qty * price:{'>'}{10},.{prec}f}")
    print("-" * (name_w + 28))
fill, align, width = "*", "^", 11
print(f"[{'title':{fill}{align}{width}}]")
print(f"[{42:{fill}>{width}}] [{42:{'0'}{width}d}]")
nested = f"outer {f'inner {1 + 1}'} done"
print(nested)
print(f"{'{'}braces{'}'} {{literal}} {{{width}}}")
fmt = ".3e"
print(f"{12345.678:{fmt}} {0.000123:{fmt}}")
print(f"{3.14159:.{1 + 2}f} {255:#{'x'}} {255:{'08b'}}")
data = {"cpu": 0.8734, "mem": 0.5}
print(", ".join(f"{k}={v:.1%}" for k, v in data.items()))
print(f"{'left':<8}|{'right':>8}|{'mid':^8}|")
print(f"{-42:+} {42:+} {42: } {-3.5:=+8.2f}")
