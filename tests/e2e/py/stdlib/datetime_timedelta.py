from datetime import timedelta
print(timedelta(days=1, hours=25), timedelta(hours=-1), timedelta(seconds=90) * 2, timedelta(0))
print(repr(timedelta(days=1, seconds=3600)), repr(timedelta(0)), repr(timedelta(microseconds=-1)))
print(timedelta(weeks=2) // timedelta(days=3), timedelta(weeks=2) % timedelta(days=3), timedelta(days=1) / 2)
print(timedelta(days=1) / timedelta(hours=6), divmod(timedelta(hours=7), timedelta(hours=2)))
print(timedelta(hours=1.5), timedelta(milliseconds=1500), timedelta(minutes=0.1), -timedelta(days=1, seconds=1))
d = timedelta(days=-1, seconds=5)
print(d.days, d.seconds, d.microseconds, d.total_seconds(), abs(d), bool(timedelta()))
print(timedelta(seconds=1) * 0.5, timedelta(seconds=10) / 3, timedelta(days=2) > timedelta(hours=47))
print(timedelta.max, timedelta.min, timedelta.resolution)
try:
    timedelta(days=10**9)
except OverflowError as e:
    print('OverflowError', e)
try:
    timedelta(1) // 0
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
