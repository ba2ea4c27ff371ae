# Time and randomness with no decision: plausible values (the limits are box tests).
import os
import time
import datetime

t = time.time()
print(t > 1.6e9)
m1 = time.monotonic()
time.sleep(0.05)
m2 = time.monotonic()
print(m2 - m1 >= 0.05)
print(len(os.urandom(16)), len(os.urandom(0)), len(os.urandom(1048576)))
now = datetime.datetime.now()
print(now.tzinfo is None)
aware = datetime.datetime.now(datetime.timezone.utc)
print(aware.tzinfo is not None)
print(abs(aware.replace(tzinfo=None) - now) < datetime.timedelta(seconds=5))
print(datetime.date.today() == aware.date())
