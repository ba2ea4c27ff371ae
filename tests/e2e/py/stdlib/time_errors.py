import time
for v in (-1, 'x'):
    try:
        time.sleep(v)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    time.struct_time((1, 2))
except TypeError as e:
    print('TypeError', e)
