# with open(...) for writing, appending and reading a small report; handles close.
rows = [("alpha", 3), ("beta", 12), ("gamma", 7)]
with open("stmt_with_files.csv", "w") as out:
    out.write("name,count\n")
    for name, count in rows:
        out.write(f"{name},{count}\n")
print(out.closed)
with open("stmt_with_files.csv", "a") as out:
    print("delta,1", file=out)
with open("stmt_with_files.csv") as src, open("stmt_with_files.txt", "w") as dst:
    header = src.readline().strip().split(",")
    total = 0
    for line in src:
        name, count = line.strip().split(",")
        total += int(count)
        dst.write(f"{name:<8}{int(count):>4}\n")
    dst.write(f"{'total':<8}{total:>4}\n")
print(header, src.closed, dst.closed)
with open("stmt_with_files.txt") as fh:
    print(fh.read(), end="")
try:
    with open("stmt_with_files.txt") as fh:
        first = fh.readline()
        raise RuntimeError("stop reading")
except RuntimeError as e:
    print(e, fh.closed, repr(first))
try:
    with open("no_such_file.txt") as fh:
        pass
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
