import time
t0 = time.monotonic()
for d in (0.01, 0.02):
    time.sleep(d)
print(time.monotonic() - t0 >= 0.025)
time.sleep(False)
print('slept')
