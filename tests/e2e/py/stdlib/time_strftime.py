import time
t = time.gmtime(1709294100)
print(time.strftime('%Y-%m-%d %H:%M:%S', t), time.strftime('%a %A %b %B %j %p %y', t))
print(time.strftime('%Y', time.gmtime(0)), time.strftime('%%', t), time.asctime(t), time.ctime(0))
s = time.strptime('2024-03-01 12:30:00', '%Y-%m-%d %H:%M:%S')
print(s.tm_year, s.tm_mon, s.tm_hour, s.tm_min, s.tm_wday, s.tm_yday)
