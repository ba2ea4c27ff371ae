from datetime import date, datetime, timedelta
print(date(2024, 12, 31) + timedelta(days=1), date(2024, 3, 1) - timedelta(days=1), date(2023, 3, 1) - timedelta(days=1))
print(datetime(2024, 1, 1) - timedelta(microseconds=1), datetime(1999, 12, 31, 23, 59, 59) + timedelta(seconds=1))
print((date(2025, 1, 1) - date(2024, 1, 1)).days, (date(2024, 1, 1) - date(2025, 1, 1)).days)
print(sum([timedelta(hours=5)] * 6, timedelta()), timedelta(hours=36) // 2, -timedelta(hours=1) // timedelta(minutes=7))
try:
    date(9999, 12, 31) + timedelta(days=1)
except OverflowError as e:
    print('OverflowError', e)
try:
    date(2024, 1, 1) + 1
except TypeError:
    print('TypeError')
