import os
open('s.txt', 'w').write('abc')
st = os.stat('s.txt')
print(len(st), st.st_size == st[6], st.st_mtime_ns // 10**9 == st[8], st.st_mode == st[0])
print(tuple(st)[3:7], isinstance(st.st_atime, float))
try:
    os.stat(3.5)
except TypeError:
    print('TypeError')
