# re.sub/subn/Match.expand with a template that is neither str nor bytes fail as CPython 3.11
# does ("decoding to str: ..."), for str and bytes patterns alike (issue 16).
import re
for pat, repl, s in [('a', 5, 'a'), (b'a', 5, b'a'), ('a', b'x', 'a'), (b'a', 'x', b'a'), ('a', None, 'a'), ('a', 1.5, 'xyz'), (b'a', bytearray(b'q'), b'a')]:
    for f in (re.sub, re.subn):
        try: print(f(pat, repl, s))
        except TypeError as e: print('TypeError:', e)
try: print(re.match('(a)', 'a').expand(5))
except TypeError as e: print('TypeError:', e)
try: print(re.match(b'(a)', b'a').expand(5))
except TypeError as e: print('TypeError:', e)
