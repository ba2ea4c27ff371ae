import time
start = time.perf_counter()
total = 0
for i in range(1000):
    total += i
elapsed = time.perf_counter() - start
print(total, elapsed >= 0, isinstance(elapsed, float))
a = time.monotonic_ns()
b = time.monotonic_ns()
print(b >= a, isinstance(time.process_time(), float))
