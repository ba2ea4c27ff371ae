import os
print(os.path.join('a', 'b', 'c.txt'), os.path.join('/x', '/y', 'z'), os.path.join('a/', 'b'), os.path.join('', 'a'))
print(os.path.basename('/x/y/z.py'), os.path.dirname('/x/y/z.py'), os.path.basename('/x/'), os.path.dirname('z'))
print(os.path.splitext('archive.tar.gz'), os.path.splitext('.bashrc'), os.path.splitext('a/b.c/d'))
print(os.path.split('/a/b'), os.path.split('b'), os.path.split('/'), os.path.split('//a//b'))
print(os.path.normpath('a/./b/../c'), os.path.normpath('/../x//y/'), os.path.normpath(''), os.path.normpath('../a'))
print(os.path.isabs('/a'), os.path.isabs('a'), os.path.commonprefix(['abc', 'abd']), os.path.commonpath(['/a/b', '/a/c']))
