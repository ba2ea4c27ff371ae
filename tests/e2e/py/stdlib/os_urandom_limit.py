# expect: spec
# os.urandom gives at most 1 MiB per call in the box; more is a ValueError.
import os
print(len(os.urandom(1024 * 1024)))
try:
    os.urandom(1024 * 1024 + 1)
    print('no error')
except ValueError:
    print('ValueError')
