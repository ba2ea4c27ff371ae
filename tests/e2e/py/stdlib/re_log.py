import re
LINE = re.compile(r'^(?P<ip>\d+\.\d+\.\d+\.\d+) - - \[(?P<ts>[^\]]+)\] "(?P<method>GET|POST) (?P<path>\S+)[^"]*" (?P<code>\d{3}) (?P<size>\d+|-)$')
log = '''10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET /index.html HTTP/1.1" 200 512
10.0.0.2 - - [01/Jan/2024:10:00:01 +0000] "POST /api/login HTTP/1.1" 401 -
garbage line
10.0.0.1 - - [01/Jan/2024:10:00:02 +0000] "GET /img/logo.png HTTP/1.1" 304 0'''
by_code = {}
for line in log.splitlines():
    m = LINE.match(line)
    if not m:
        print('skip', repr(line))
        continue
    d = m.groupdict()
    by_code.setdefault(d['code'], []).append(d['path'])
    print(d['ip'], d['method'], d['path'], d['size'])
print(by_code)
print(re.findall(r'^\d+\.\d+\.\d+\.(\d+)', log, re.M))
words = re.findall(r"[A-Za-z']+", "It's a test. Isn't it? Yes, it's.")
print(sorted(set(w.lower() for w in words)))
print(re.sub(r'\s+', ' ', ' multi \n\t  space ').strip())
