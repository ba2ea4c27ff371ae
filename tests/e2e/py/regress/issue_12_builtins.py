# expect: spec
# issue 12: builtins is not in the spec's module list, so importing it fails like any
# other unlisted module; eval and exec still give code the builtins as __builtins__.
for src in ('import builtins', 'from builtins import print', 'import builtins as b'):
    try:
        exec(src, {})
        print('imported?')
    except ModuleNotFoundError as e:
        print(type(e).__name__, e, e.name)
g = {}
exec('x = len("abc")', g)
print(g['x'], type(g['__builtins__']).__name__, g['__builtins__']['len'] is len)
print(eval('max(3, 9)', {}), eval('abs(-2)', {'__builtins__': {'abs': abs}}))
import sys
print('builtins' in sys.modules)
import builtins
