from datetime import datetime, date, timedelta
dt = datetime(2024, 7, 4, 5, 6, 7, 8)
print(f'{dt:%Y-%m-%d}', '{:%H:%M}'.format(dt), format(dt), str(dt), dt.isoformat(timespec='milliseconds'))
print(dt.isoformat(timespec='hours'), dt.isoformat(timespec='seconds'), date(5, 1, 1), date(5, 1, 1).strftime('%Y'))
print(dt.strftime('%-d/%-m %e|%G-W%V-%u|%w'), datetime(2024, 1, 1, 0, 0).strftime('%I %p'), datetime(2024, 1, 1, 12, 0).strftime('%I %p'))
print([str(timedelta(microseconds=v)) for v in (1, 999999, 1000000)])
