import time
s = time.struct_time((2024, 3, 1, 12, 0, 0, 4, 61, 0))
print(s, s.tm_mday, s[3], s.tm_zone, s == time.gmtime(1709294400))
print(list(time.gmtime(0))[:3], time.localtime(0) == time.gmtime(0), time.timezone, time.daylight)
y, m, *rest = time.gmtime(951782400)
print(y, m, rest)
