# import_uaf_01: imports must not underflow the compiler's stack depth (the
# import_01_forms use-after-free: IMPORT_NAME's stack effect was counted as -1)
import json
import math as m
from collections import Counter as C, deque
from os import path as osp
import os.path
import os.path as op2
from os import path, sep
print(osp.join('x', 'y'), os.path.join('p', 'q'), op2.join('a', 'b', 'c'))
print(path is osp, sep, json.dumps([1, {'k': (2, 3)}]), m.floor(2.5), C('aab')['a'], deque([1]).pop())
def many():
    import json
    import math
    import os.path
    from collections import OrderedDict
    return os.path.join(*[str(i) for i in range(8)]), math.isqrt(99), list(OrderedDict(a=1))
print(many())
for i in range(3):
    import math as mm
    from os import path as pp
    print(pp.join(str(i), 'z', 'w'), mm.gcd(12, 8 + i), f'{i}-{i * 2}-{i * 3}')
