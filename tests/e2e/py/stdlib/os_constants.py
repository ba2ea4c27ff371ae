import os
print(os.sep, repr(os.linesep), os.name, os.curdir, os.pardir, os.extsep, os.pathsep, os.path.sep)
print(os.fspath('x'), os.error is OSError)
class P:
    def __fspath__(self):
        return 'from-fspath'
print(os.fspath(P()), os.path.join(P(), 'q'))
try:
    os.fspath(3)
except TypeError as e:
    print('TypeError', e)
