# Path.glob and Path.rglob (3.11): wildcards, '**', a trailing '/', literal parts, and the
# errors; results sorted (each listing is in directory order).
from pathlib import Path

for d in ('src', 'src/pkg', 'src/pkg/sub', 'docs', '.hidden', 'empty'):
    Path(d).mkdir()
for f in ('src/a.py', 'src/b.txt', 'src/pkg/__init__.py', 'src/pkg/sub/deep.py',
          'src/pkg/sub/data.json', 'docs/index.md', 'docs/x1.md', 'docs/x2.md',
          'docs/y[1].md', '.hidden/h.py', 'top.py', 'a-b.c'):
    Path(f).write_text(f)


def show(label, it):
    print(label, [str(p) for p in sorted(it)])


root = Path('.')
show('*.py', root.glob('*.py'))
show('*', root.glob('*'))
show('*/', root.glob('*/'))
show('src/*', root.glob('src/*'))
show('src/*.py', root.glob('src/*.py'))
show('*/*.md', root.glob('*/*.md'))
show('**/*.py', root.glob('**/*.py'))
show('**', root.glob('**'))
show('**/', root.glob('**/'))
show('src/**', root.glob('src/**'))
show('src/**/*.json', root.glob('src/**/*.json'))
show('**/sub/*', root.glob('**/sub/*'))
show('docs/x?.md', root.glob('docs/x?.md'))
show('docs/x[12].md', root.glob('docs/x[12].md'))
show('docs/x[!1].md', root.glob('docs/x[!1].md'))
show('docs/[a-j]*', root.glob('docs/[a-j]*'))
show('docs/y[[]1].md', root.glob('docs/y[[]1].md'))
show('docs/y[1].md', root.glob('docs/y[1].md'))
show('a[-]b.c', root.glob('a[-]b.c'))
show('top.py', root.glob('top.py'))
show('nope.py', root.glob('nope.py'))
show('src/pkg', root.glob('src/pkg'))
show('src/pkg/', root.glob('src/pkg/'))
show('top.py/', root.glob('top.py/'))
show('./src/./a.py', root.glob('./src/./a.py'))
show('src/../docs/*.md', root.glob('src/../docs/*.md'))
show('**/**/*.py', root.glob('**/**/*.py'))
show('empty/*', root.glob('empty/*'))
show('Path(src).glob(*.py)', Path('src').glob('*.py'))
show('Path(src).glob(**/*.py)', Path('src').glob('**/*.py'))
show('Path(missing).glob(*)', Path('missing').glob('*'))
show('Path(top.py).glob(*)', Path('top.py').glob('*'))

show('rglob *.py', root.rglob('*.py'))
show('rglob *.md', Path('docs').rglob('*.md'))
show('rglob sub/*', root.rglob('sub/*'))
show('rglob empty', root.rglob(''))
show('rglob */', root.rglob('*/'))
show('rglob pkg', root.rglob('pkg'))

g = root.glob('*.py')
print(type(g).__name__, sorted(g) == sorted(root.glob('*.py')))
for bad in ('', '/abs/*.py', 'a**', '**b/*.py', 'src/x**y'):
    try:
        print(list(root.glob(bad)))
    except (ValueError, NotImplementedError) as e:
        print('glob', repr(bad), type(e).__name__, e)
for bad in ('/abs', 'x**'):
    try:
        print(list(root.rglob(bad)))
    except (ValueError, NotImplementedError) as e:
        print('rglob', repr(bad), type(e).__name__, e)
