import os
r = os.urandom(16)
print(type(r).__name__, len(r), len(os.urandom(0)), os.urandom(8) != os.urandom(8))
try:
    os.urandom(-1)
except ValueError as e:
    print('ValueError', e)
