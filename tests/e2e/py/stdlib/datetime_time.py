from datetime import time, timezone, timedelta
t = time(9, 5, 7, 250)
print(t, repr(t), t.isoformat(), t.isoformat('minutes'), t.replace(hour=10), time(), repr(time(1, 2)))
print(t.strftime('%H:%M:%S.%f %p'), time(13, 0) > time(12, 59), time.fromisoformat('10:30:00'), time.fromisoformat('10:30'))
tz = time(8, 0, tzinfo=timezone.utc)
print(tz, tz.utcoffset(), tz.tzname(), repr(tz))
print(time.min, time.max, hash(time(1)) == hash(time(1)))
try:
    time(25)
except ValueError as e:
    print('ValueError', e)
