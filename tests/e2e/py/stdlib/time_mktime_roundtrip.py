import time
for secs in (0, 86399, 1700000000):
    print(time.mktime(time.gmtime(secs)) == secs)
print(time.asctime(time.gmtime(1700000000)), time.ctime(1700000000))
