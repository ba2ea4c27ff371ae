# class_property_02: Monty language golden test
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
    def _get_w2(self):
        return self.w * 2
    def _set_w2(self, v):
        self.w = v / 2
    w2 = property(_get_w2, _set_w2, doc='double width')
r = Rect(2, 3)
print(r.area, r.w2)
r.w2 = 10
print(r.w, r.area, Rect.w2.__doc__)
try:
    r.area = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del r.area
except AttributeError as e:
    print(type(e).__name__, e)
class Lazy:
    @property
    def val(self):
        print('computing')
        return 42
l = Lazy()
print(l.val, l.val)
print(isinstance(Rect.area, property), Rect.area.fget.__name__)
