from datetime import datetime, timedelta, timezone
utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), 'IST')
t = datetime(2024, 1, 1, 12, 0, tzinfo=utc)
print(t, t.astimezone(ist), t.astimezone(ist).tzname(), t.utcoffset(), repr(utc), repr(ist))
print(datetime(2024, 1, 1, 17, 30, tzinfo=ist) == t, t.isoformat(), t.timestamp(), hash(t) == hash(t.astimezone(ist)))
print(datetime.fromisoformat('2024-06-01T08:00:00+02:00').astimezone(utc), datetime.fromisoformat('2024-06-01T08:00:00Z'))
m3 = timezone(timedelta(hours=-3))
print(m3, repr(m3), datetime(2024, 5, 5, tzinfo=m3).strftime('%z %Z'), str(utc), timezone(timedelta(0)) is utc)
print(t - datetime(2024, 1, 1, tzinfo=ist), datetime(2024, 1, 1, tzinfo=ist).utcoffset())
try:
    t - datetime(2024, 1, 1)
except TypeError as e:
    print('TypeError', e)
try:
    t < datetime(2024, 1, 1)
except TypeError as e:
    print('TypeError', e)
print(t == datetime(2024, 1, 1, 12))
try:
    timezone(timedelta(hours=24))
except ValueError as e:
    print('ValueError', e)
