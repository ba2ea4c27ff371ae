import os
os.makedirs('a', exist_ok=True)
os.mkdir('a/b')
open('a/b/f.txt', 'w').write('x')
open('a/top.txt', 'w').write('y')
for root, dirs, files in os.walk('a'):
    print(root, sorted(dirs), sorted(files))
os.remove('a/top.txt')
print(sorted(os.listdir('a')))
try:
    os.mkdir('a')
except FileExistsError:
    print('FileExistsError')
