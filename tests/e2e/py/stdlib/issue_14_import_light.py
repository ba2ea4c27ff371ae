# Issue 14: importing datetime no longer imports collections or time (time comes at first
# use); IsoCalendarDate and struct_time behave as CPython's C types.
import sys
import datetime
print('collections' in sys.modules, 'datetime' in sys.modules)
t = datetime.date(2020, 1, 1).isocalendar()
print(t, t.year, t.week, t.weekday, t[1:], t == (2020, 1, 3))
print(type(t).__name__, type(t).__module__, hasattr(t, '_fields'), t.__reduce__())
print(type(t)(2021, 2, 3), type(t)(year=2019, week=52, weekday=7))
for name in ('year', 'week', 'weekday'):
    try:
        setattr(t, name, 1)
    except AttributeError:
        print('read-only', name)
print(datetime.datetime(2024, 2, 29, 13, 5).timetuple())
print(datetime.date(2024, 2, 29).strftime('%Y %j %A'))
import time
s = time.gmtime(86400 * 365)
print(s.tm_year, s.tm_yday, s.tm_zone, s[0], len(s))
for name in ('tm_year', 'tm_mday'):
    try:
        setattr(s, name, 5)
    except AttributeError as e:
        print('AttributeError', e)
    try:
        delattr(s, name)
    except AttributeError as e:
        print('AttributeError', e)
print(time.struct_time((2000, 1, 2, 3, 4, 5, 6, 2, 0)))
