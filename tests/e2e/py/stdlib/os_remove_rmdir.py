import os
os.mkdir('e')
with open('e/f', 'w') as fh:
    fh.write('data')
print(os.listdir('e'))
os.remove('e/f')
print(os.listdir('e'))
os.rmdir('e')
print(os.path.exists('e'))
try:
    os.remove('e')
except FileNotFoundError:
    print('FileNotFoundError')
