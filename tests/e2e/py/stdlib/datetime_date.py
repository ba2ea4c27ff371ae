from datetime import date, timedelta
d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=1), d + timedelta(days=2), d - date(2024, 1, 1))
print(d.weekday(), d.isoweekday(), d.isocalendar(), d.toordinal(), date.fromordinal(738944))
print(d.replace(year=2023), d.year, d.month, d.day, d < date(2024, 3, 1), d == date(2024, 2, 28))
print(date.fromisoformat('2021-12-31'), date.fromisoformat('20211231'), date(2020, 1, 1).isocalendar().week)
print(d.strftime('%Y/%m/%d %a %A %b %B %j %U %W %y'), f'{d:%d.%m.%Y}', format(d, ''))
print(d.ctime(), date.min, date.max, hash(d) == hash(date(2024, 2, 28)))
print(date.fromisocalendar(2024, 1, 1), d.timetuple()[:3], date(2023, 1, 1).isocalendar())
for args in [(2024, 13, 1), (2023, 2, 29), (0, 1, 1)]:
    try:
        date(*args)
    except ValueError as e:
        print('ValueError', e)
try:
    date.fromisoformat('2024-1-1')
except ValueError as e:
    print('ValueError', e)
