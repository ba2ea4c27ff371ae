def count(start=0):
    while True:
        yield start
        start += 1
out = []
for n in count(5):
    if n > 8:
        break
    out.append(n)
print(out)
