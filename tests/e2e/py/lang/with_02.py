# with_02: Monty language golden test
class Res:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print('closed', a[0] is None)
        return False
with (Res() as r1,
      Res() as r2):
    print(r1 is not r2)
for i in range(3):
    with Res():
        if i == 1:
            break
print('i', i)
class Bad:
    pass
try:
    with Bad():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
class EnterFails:
    def __enter__(self):
        raise RuntimeError('enter failed')
    def __exit__(self, *a):
        print('should not run')
try:
    with EnterFails():
        print('no body')
except RuntimeError as e:
    print(e)
