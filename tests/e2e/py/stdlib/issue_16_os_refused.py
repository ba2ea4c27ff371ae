# expect: spec
# The box's deliberate differences (spec "These raise an error whatever the policy says"):
# abspath/realpath and owner/group are refused as Path.resolve() is; expandvars reads the
# environment, refused as os.getenv is; os.getcwd() is the workspace; '~' is the operator
# home (the directory policy spells '~/'); os.uname() is a fixed box value, cpu_count 1.
import os
from pathlib import Path

for call in (lambda: os.path.abspath('x'), lambda: os.path.realpath('x'),
             lambda: os.path.realpath('x', strict=True), lambda: Path('x').owner(),
             lambda: Path('x').group(), lambda: Path('x').resolve(),
             lambda: os.path.expandvars('$HOME/x')):
    try:
        call()
    except RuntimeError as e:
        print('RuntimeError', e)
print(os.path.expandvars('no/vars'))
print(os.getcwd().endswith('/home/ws'), os.path.expanduser('~') == os.path.dirname(os.getcwd()))
u = os.uname()
print(u.sysname, u.nodename, u.release, u.version, u.machine == os.uname()[4])
print(os.cpu_count())
