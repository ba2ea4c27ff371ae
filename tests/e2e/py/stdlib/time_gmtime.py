import time
g = time.gmtime(0)
print(g)
print(g.tm_year, g.tm_mon, g.tm_mday, g.tm_wday, g.tm_yday, g[0], len(g), tuple(g))
print(time.gmtime(86400 * 365 + 3661))
print(time.gmtime(1709251200).tm_yday, time.gmtime(-86400))
print(time.mktime(time.gmtime(1234567890)), time.gmtime(1.9).tm_sec)
