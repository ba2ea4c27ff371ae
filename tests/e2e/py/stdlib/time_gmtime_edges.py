import time
for secs in (0, 951782400, 4102444800, 1234567890.75, -1):
    g = time.gmtime(secs)
    print(tuple(g))
print(time.strftime('%j %U %W %w', time.gmtime(1709294400)))
try:
    time.gmtime('x')
except TypeError:
    print('TypeError')
