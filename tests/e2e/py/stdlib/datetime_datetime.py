from datetime import datetime, timedelta, date, time
dt = datetime(2024, 3, 10, 23, 30, 15)
print(dt, repr(dt), dt + timedelta(hours=1), dt - timedelta(minutes=45, seconds=20))
print(dt.date(), dt.time(), dt.replace(minute=0), dt.isoformat(), dt.isoformat(' ', 'minutes'))
delta = datetime(2024, 12, 25, 8) - datetime(2024, 12, 24, 20, 30)
print(delta, delta.total_seconds(), delta.days, delta.seconds)
print(datetime(2024, 1, 1, 0, 0, 0, 500), repr(datetime(2024, 1, 1, 0, 0, 0, 500)), datetime(2024, 1, 1).timestamp())
print(datetime.combine(date(2024, 5, 1), time(8, 30)), datetime.fromtimestamp(0), datetime.utcfromtimestamp(86400.5))
print(dt > datetime(2024, 1, 1), dt == datetime(2024, 3, 10, 23, 30, 15), dt.weekday(), dt.isocalendar())
print(datetime.fromisoformat('2024-03-01T09:15:00'), datetime.fromisoformat('2024-03-01 09:15:00.123'), datetime.fromisoformat('2024-03-01'))
print(dt.strftime('%Y-%m-%d %H:%M:%S %I %p %f %c %x %X %%'), dt.ctime())
print(dt == date(2024, 3, 10), dt.timetuple()[:6])
try:
    dt < date(2024, 1, 1)
except TypeError as e:
    print('TypeError', e)
try:
    datetime(2024, 1, 1, 24)
except ValueError as e:
    print('ValueError', e)
