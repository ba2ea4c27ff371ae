# expect: spec
# The box refuses the environment: os.getenv and os.environ raise RuntimeError.
import os
print('before')
for f in (lambda: os.getenv('HOME'), lambda: os.environ['HOME'], lambda: os.environ.get('HOME'),
          lambda: 'HOME' in os.environ, lambda: os.getenv('X', 'default')):
    try:
        f()
    except RuntimeError as e:
        print('RuntimeError', e)
