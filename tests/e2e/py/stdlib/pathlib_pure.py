# pathlib pure operations: name/suffix/parents/relative_to/with_*, ordering, PurePosixPath
from pathlib import Path, PurePosixPath, PurePath
p = Path('data/reports/2024/summary.final.csv')
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parent.name, p.parts)
print(p.with_suffix('.json'), p.with_name('other.txt'), p.with_stem('draft'))
print(Path('a') / 'b' / 'c.txt', Path('a').joinpath('x', 'y'), str(Path('a/b/../c')), Path('/abs/x').is_absolute(), Path('rel').is_absolute())
print(Path('a/b/c').relative_to('a'), [str(q) for q in Path('a/b/c').parents], Path('x.tar.gz').suffixes)
print(repr(PurePosixPath('/etc/hosts')), PurePosixPath('/etc/hosts').root, Path('a/b').as_posix())
print(Path('a/b.txt') == Path('a/b.txt'), sorted([Path('b'), Path('a')]), Path('a//b/./c'))
print(sorted([Path('a-b'), Path('a/b'), Path('ab/c'), Path('a/c'), Path('/z'), Path('a')]))
print(repr(PurePath('x')), isinstance(Path('x'), PurePath), PurePosixPath('a') == Path('a'))
print(list(Path('/a/b').parents), Path('/').parent, Path('.').parent, Path('//x').parent, Path('/a').anchor, repr(Path('a').drive))
for bad in [lambda: PurePosixPath('a/b').relative_to('x'), lambda: Path('a/b').with_suffix('x'), lambda: Path('a/b').with_name(''), lambda: Path('/').with_name('x'), lambda: Path('a').with_stem(''), lambda: Path('/a').relative_to('a')]:
    try: bad()
    except ValueError as e: print('ValueError', e)
print(Path('a/b').is_relative_to('a'), Path('a').relative_to('a'), Path('..').name, Path('a/..').parent, Path('a/b').relative_to('a', 'b'))
print(Path('a/b').parents[-1], len(Path('a/b').parents), Path('.hidden').suffixes, Path('a.').suffixes, Path('..x.y').suffixes, Path('.hidden').suffix)
print(PurePosixPath('x') / 'y', 'y' / PurePosixPath('x'), type(PurePosixPath('p').parent).__name__, hash(Path('a')) == hash(Path('a')))
print(Path('/a/b').relative_to('/'), Path('a/b').relative_to('.') if False else '', PurePosixPath('a').with_suffix(''))
