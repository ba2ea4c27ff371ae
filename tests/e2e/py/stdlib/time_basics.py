import time
t0 = time.time()
m0 = time.monotonic()
p0 = time.perf_counter()
time.sleep(0.01)
print(t0 > 1_600_000_000, time.monotonic() >= m0, time.perf_counter() >= p0)
print(type(time.time_ns()).__name__, type(time.monotonic_ns()).__name__, abs(time.time_ns() / 1e9 - time.time()) < 5)
time.sleep(0)
