# issue 16: random's module constants, CPython's exact values
import math
import random

random.TWOPI = 'mine'  # a value the script sets is its own
print(hasattr(random, 'NOPE'), random.TWOPI)
random.TWOPI = 2 * math.pi

for name in ('NV_MAGICCONST', 'TWOPI', 'LOG4', 'SG_MAGICCONST', 'BPF', 'RECIP_BPF'):
    v = getattr(random, name)
    print(name, repr(v), type(v).__name__)
print(random.NV_MAGICCONST == 4 * math.exp(-0.5) / math.sqrt(2.0))
print(random.TWOPI == 2.0 * math.pi, random.LOG4 == math.log(4.0))
print(random.SG_MAGICCONST == 1.0 + math.log(4.5), random.RECIP_BPF == 2 ** -random.BPF)
print(random.TWOPI is random.TWOPI, 'LOG4' in dir(random))
try:
    random.NO_SUCH_CONST
except AttributeError as e:
    print('AttributeError', e)
print(getattr(random, 'BPF', None), hasattr(random, 'nope'))
