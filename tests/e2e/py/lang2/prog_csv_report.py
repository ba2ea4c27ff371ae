# A CSV-to-report script: parse, convert types, aggregate, and print an aligned table.
DATA = """region,product,units,price
north,widget,10,2.50
south,widget,4,2.50
north,gadget,3,10.00
east,widget,0,2.50
south,gadget,7,9.50
north,widget,5,2.40
"""
rows = []
header, *lines = DATA.strip().splitlines()
cols = header.split(",")
for line in lines:
    rec = dict(zip(cols, line.split(",")))
    rec["units"] = int(rec["units"])
    rec["price"] = float(rec["price"])
    rec["revenue"] = rec["units"] * rec["price"]
    rows.append(rec)
totals = {}
for r in rows:
    key = (r["region"], r["product"])
    t = totals.setdefault(key, {"units": 0, "revenue": 0.0})
    t["units"] += r["units"]
    t["revenue"] += r["revenue"]
print(f"{'region':<8}{'product':<9}{'units':>6}{'revenue':>10}")
print("-" * 33)
for (region, product), t in sorted(totals.items(), key=lambda kv: (-kv[1]["revenue"], kv[0])):
    print(f"{region:<8}{product:<9}{t['units']:>6}{t['revenue']:>10.2f}")
grand = sum(t["revenue"] for t in totals.values())
print("-" * 33)
print(f"{'total':<17}{sum(t['units'] for t in totals.values()):>6}{grand:>10.2f}")
share = {reg: round(100 * sum(t["revenue"] for (r, _), t in totals.items() if r == reg) / grand, 1)
         for reg in sorted({r for r, _ in totals})}
print(share, [r["product"] for r in rows if r["units"] == 0])
