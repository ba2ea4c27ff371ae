# issue 16: strftime directives and flags as glibc gives them (%j %U %W %G %V %u %z %Z %f ...), strptime with %U %W %G %V %u %z %Z and its errors
import time as _t
from datetime import datetime
d = datetime(2023, 1, 1, 0, 5, 7, 12)
tt = d.timetuple()
for f in ['%10a', '%-10a', '%_10a', '%010a', '%^10B', '%#p', '%#Z', '%^Z', '%5p', '%05p', '%^p', '%#a', '%#A','%#c', '%^c', '%15c', '%_5m', '%-5m', '%05e', '%3e', '%_Y', '%_3Y', '%-3Y', '%05y', '%_H', '%_j', '%-_j', '%_-j', '%^-a', '%0_5d', '%+5Y', '%+Y', '%E5Y', '%5EY', '%Ow', '%OY', '%Ey', '%EZ', '%Ez', '%5z', '%_z', '%-z', '%010z', '%5Z', '%5%', '%5n', '%5t', '%5s', '%_s', '%5G', '%5C', '%5u', '%5V', '%5U', '%5g', '%3k', '%_3k', '%-k', '%0k', '%0l', '%5F', '%5D', '%5T', '%5R', '%5r', '%5x', '%5X', '%5h', '%5P', '%^P', '%#P', '%-%', '%_n', '%^s', '%#s', '%099d', '%20d', '%-5q', '%5', '%^', '%E', '%_', '%+', '%+3Y', '%+5G', '%+5C', '%+5d', '%+3C', '%+3d', '%:z', '%::z', '%5:z', '%Ob', '%OB', '%Oe', '%OH', '%OI', '%Om', '%OM', '%OS', '%Ou', '%OU', '%OV', '%OW', '%Oy', '%Ec', '%EC', '%Ex', '%EX', '%EY', '%Ea', '%EEY', '%EOd', '%OEd', '%#x', '%^x', '%^r', '%#r', '%#b', '%#h', '%#B', '%^e', '%#j']:
    print(repr(f), repr(_t.strftime(f, tt)))
for y in (-5, 12345, 999, -1234, 0, 5, 99, 100):
    print(y, repr(_t.strftime('%Y|%G|%C|%y|%g|%F|%c|%x|%D|%10Y|%_10Y|%-10Y|%010C|%5y|%+6Y|%_C|%-C|%+C|%5C', (y, 1, 1, 0, 0, 0, 0, 1, 0))))
for tt2 in [(2024, 1, 1, 0, 0, 0, 0, 1, 0), (2023, 1, 1, 0, 0, 0, 6, 1, 0), (2020, 12, 31, 0, 0, 0, 3, 366, 0), (2021, 1, 3, 0, 0, 0, 6, 3, 0), (2024, 12, 30, 13, 0, 0, 0, 365, 0), (2026, 1, 1, 12, 0, 0, 3, 1, 1), (2026, 1, 1, 12, 0, 0, 3, 1, -1)]:
    print(repr(_t.strftime('%U %W %V %G %g %u %w %j %a %I %l %p %P %s %Z %z', tt2)))

from datetime import datetime, date, timezone, timedelta
import time
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)
cases = [('2024-005', '%Y-%j'), ('2024 00 0', '%Y %U %w'), ('2024 01 1', '%Y %U %w'), ('2024 52 6', '%Y %U %w'), ('2024 00 1', '%Y %W %w'), ('2024 01 1', '%Y %W %w'), ('2023 00 0', '%Y %W %w'),
         ('2024 01 1', '%G %V %u'), ('2020 53 7', '%G %V %u'), ('2021 01 Mon', '%G %V %a'), ('2024 01 1', '%Y %V %u'), ('01 1', '%V %u'), ('2024 01', '%G %V'), ('2024 1 005', '%G %u %j'),
         ('10:20:30.5', '%H:%M:%S.%f'), ('2024-01-05 +0530', '%Y-%m-%d %z'), ('2024-01-05 -05:30', '%Y-%m-%d %z'), ('2024-01-05 Z', '%Y-%m-%d %z'), ('2024-01-05 z', '%Y-%m-%d %z'),
         ('2024-01-05 +05:30:15.5', '%Y-%m-%d %z'), ('2024-01-05 +0530:15', '%Y-%m-%d %z'), ('2024-01-05 +05:3015', '%Y-%m-%d %z'), ('2024-01-05 +053015.25', '%Y-%m-%d %z'),
         ('2024-01-05 UTC', '%Y-%m-%d %Z'), ('2024-01-05 gmt', '%Y-%m-%d %Z'), ('2024-01-05 EST', '%Y-%m-%d %Z'), ('2024 +0000 UTC', '%Y %z %Z'), ('2024 +0100 XYZ', '%Y %z %Z'),
         ('Jan 5 2024', '%b %d %Y'), ('FRIDAY 5 january 2024', '%A %d %B %Y'), ('5/1/24 3PM', '%d/%m/%y %I%p'), ('5/1/24 12am', '%d/%m/%y %I%p'), ('5/1/24 12 pm', '%d/%m/%y %I %p'), ('13 pm', '%H %p'),
         ('2024-01-05', '%Y-%m'), ('x', '%Y'), ('2024-13-01', '%Y-%m-%d'), ('1234567', '%f'), ('2024 %', '%Y %%'), ('99', '%y'), ('68', '%y'), ('69', '%y'), ('24', '%H'), ('2024', '%Y %'),
         ('2024', '%Y%q'), ('2024 ', '%Y% '), ('02-29', '%m-%d'), ('02-30', '%m-%d'), ('2023-02-29', '%Y-%m-%d'), ('Fri Jan  5 10:20:30 2024', '%c'), ('01/05/24', '%x'), ('10:20:30', '%X'),
         ('2024   1  5', '%Y %m %d'), ('20240105', '%Y%m%d'), ('202415', '%Y%m%d'), ('2024-1-5', '%Y-%m-%d'), (' 5', '%d'), ('2024(1)', '%Y(%m)'), ('2024.1', '%Y.%m'), ('a+b', 'a+b'), ('2024-01-05T10', '%Y-%m-%dT%H'),
         ('2024-01-05t10', '%Y-%m-%dT%H'), ('Monday 2024 01', '%A %Y %W'), ('Mon 2024 01', '%a %G %V'), ('2024 366', '%Y %j'), ('2023 366', '%Y %j'), ('2024 000', '%Y %j'), ('', ''), ('x', ''), ('', '%Y'),
         ('1 2', '%d%m'), ('12', '%m%d'), ('123', '%m%d'), ('-0530', '%z'), ('+2400', '%z'), ('+2359', '%z'), ('10:20:30 +1000', '%H:%M:%S %z'), ('2024-W01-1', '%G-W%V-%u')]
for s, f in cases:
    t('dt %r %r' % (s, f), lambda: repr(datetime.strptime(s, f)))
for s, f in cases[:30]:
    t('time %r %r' % (s, f), lambda: time.strptime(s, f))
t('tz attrs', lambda: (time.strptime('2024 +0100 UTC', '%Y %z %Z').tm_zone, time.strptime('2024 +0100 UTC', '%Y %z %Z').tm_gmtoff, time.strptime('2024', '%Y').tm_zone))
t('default fmt', lambda: time.strptime('Fri Jan  5 10:20:30 2024'))
t('arg types', lambda: datetime.strptime(5, '%Y'))
t('arg types 2', lambda: datetime.strptime('5', None))
t('time arg types', lambda: time.strptime(5, '%Y'))
t('time arg types 2', lambda: time.strptime('5', b'%Y'))
t('date strptime', lambda: date.strptime('2024', '%Y') if hasattr(date, 'strptime') else 'no attr')
class MyDT(datetime): pass
t('subclass', lambda: type(MyDT.strptime('2024', '%Y')).__name__)
