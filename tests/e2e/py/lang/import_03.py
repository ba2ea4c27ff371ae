# import_03: Monty language golden test
import math
print(math.__name__, type(math).__name__)
print(hasattr(math, 'sqrt'), 'sqrt' in dir(math))
import sys
print(__name__)
mod = sys.modules.get('math')
print(mod is math)
import os.path
print(os.path.join('a', 'b'))
from os import path as p
print(p.basename('/x/y.txt'), p.splitext('f.tar.gz'))
