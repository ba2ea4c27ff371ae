# class_mixin_01: Monty language golden test
class JsonMixin:
    def to_json(self):
        import json
        return json.dumps(self.__dict__, sort_keys=True)
class ReprMixin:
    def __repr__(self):
        fields = ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())
        return f'{type(self).__name__}({fields})'
class User(JsonMixin, ReprMixin):
    def __init__(self, name, age):
        self.name = name
        self.age = age
u = User('ann', 30)
print(u, u.to_json())
print([c.__name__ for c in User.__mro__])
class A:
    def go(self): return ['A']
class B(A):
    def go(self): return ['B'] + super().go()
class C(A):
    def go(self): return ['C'] + super().go()
class D(C, B):
    def go(self): return ['D'] + super().go()
print(D().go(), [k.__name__ for k in D.__mro__])
