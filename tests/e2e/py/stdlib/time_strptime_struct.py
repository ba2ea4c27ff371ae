import time
s = time.strptime('30 Nov 2024', '%d %b %Y')
print(s.tm_year, s.tm_mon, s.tm_mday, s.tm_wday, s.tm_yday, s.tm_isdst)
try:
    time.strptime('2024', '%d')
except ValueError as e:
    print('ValueError', e)
