# PurePath.match (3.11: a relative pattern matches from the right, an absolute one the
# whole path; each part as fnmatch.fnmatchcase) and is_relative_to.
from pathlib import Path, PurePath, PurePosixPath

cases = [
    ('a/b.py', '*.py'), ('/a/b.py', '*.py'), ('a/b.py', 'b.py'), ('a/b.py', 'a/*.py'),
    ('/a/b.py', '/a/*.py'), ('a/b.py', '/a/*.py'), ('/a/b.py', '/*.py'), ('b.py', 'a/*.py'),
    ('a/b/c.py', 'a/*/*.py'), ('a/b/c.py', 'a/**/*.py'), ('a/b/c/d.py', 'a/**/*.py'),
    ('a/b/c.py', '**/*.py'), ('a/b.py', '*/b.py/'), ('a/b.py', './b.py'), ('A/B.PY', '*.py'),
    ('x.tar.gz', '*.gz'), ('x.tar.gz', '*.tar.*'), ('.hidden', '*'), ('.hidden', '.*'),
    ('f1', 'f[0-9]'), ('fa', 'f[0-9]'), ('fa', 'f[!0-9]'), ('f-', 'f[a-]'), ('f-', 'f[-a]'),
    ('fb', 'f[a-c-z]'), ('f-', 'f[a-c-z]'), ('fz', 'f[a-c-z]'), ('fy', 'f[a-c-z]'),
    ('f]', 'f[]]'), ('fx', 'f[!]]'), ('f]', 'f[!]]'), ('f[', 'f['), ('f[x', 'f[x'),
    ('fb', 'f[z-a]'), ('f!', 'f[!]'), ('fx', 'f[!]'), ('f\\', 'f[\\]'), ('f^', 'f[^]'),
    ('fa', 'f[^a]'), ('f&', 'f[&]'), ('f~', 'f[~]'), ('f|', 'f[|]'), ('ab', 'a?'),
    ('a', 'a?'), ('abc', 'a*c'), ('ac', 'a*c'), ('abcbd', 'a*b?'), ('aXbXc', 'a*b*c'),
    ('a.b', 'a.b'), ('axb', 'a.b'), ('/', '/'), ('a', 'a/'), ('f[a]', 'f[[]a]'),
    ('fb', 'f[a-c]'), ('fd', 'f[a-c]'), ('fB', 'f[a-c]'), ('f-', 'f[!a-c]'),
    ('f.', 'f[.]'), ('f*', 'f[*]'), ('fx', 'f[*]'), ('f?', 'f[?]'), ('f/', 'f[/]'),
]
for path, pat in cases:
    print(repr(path), repr(pat), PurePath(path).match(pat))
print(Path('a/b.txt').match('*.txt'), PurePosixPath('/x/y').match('/x/y'))
for pat in ('', '.', './'):
    try:
        PurePath('a').match(pat)
    except ValueError as e:
        print(repr(pat), type(e).__name__, e)

rel = [
    ('a/b/c', ('a',)), ('a/b/c', ('a/b',)), ('a/b/c', ('a/b/c',)), ('a/b/c', ('b',)),
    ('a/b/c', ('a', 'b')), ('/a/b', ('/',)), ('/a/b', ('/a',)), ('/a/b', ('a',)),
    ('a/b', ('/a',)), ('a', ('.',)), ('.', ('.',)), ('a/bc', ('a/b',)), ('/a', ('/a/b',)),
    ('a/b', (PurePath('a'),)), ('a/b', ('a/',)),
]
for path, other in rel:
    print(path, other, PurePath(path).is_relative_to(*other), Path(path).is_relative_to(*other))
try:
    PurePath('a').is_relative_to(3)
except TypeError as e:
    print('TypeError', e)

# the other pure names of 3.11's page: as_uri, is_reserved, __bytes__
print(PurePath('/a b/c%d/\xe9~_.-x').as_uri(), Path('/x').as_uri(), PurePath('/').as_uri())
print(PurePath('a/\xe9').__bytes__(), PurePath('a').is_reserved(), PurePath('/nul').is_reserved())
try:
    PurePath('a').as_uri()
except ValueError as e:
    print('ValueError', e)
