import os
from pathlib import Path
Path('d').mkdir()
Path('d/x.txt').write_text('1')
print(os.path.exists('d'), os.path.isdir('d'), os.path.isfile('d/x.txt'), os.path.exists('d/y'), os.path.islink('d'))
print(os.path.exists(Path('d/x.txt')), os.path.getsize('d/x.txt'), os.listdir('d'), os.listdir(Path('d')))
print(os.path.lexists('d'))
