# @staticmethod and @classmethod: alternate constructors, registries, calling through both.
class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def parse(cls, text):
        y, m, d = map(int, text.split("-"))
        return cls(y, m, d)
    @classmethod
    def epoch(cls):
        return cls(1970, 1, 1)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"
class StampedDate(Date):
    pass
print(Date.parse("2024-02-29"), StampedDate.parse("1999-12-31"), StampedDate.epoch())
print(Date.is_leap(2000), Date.is_leap(1900), Date(1, 1, 1).is_leap(2024))
d = Date.epoch()
print(d.parse("2001-01-01"), type(d.parse("2001-1-1")).__name__)
print(type(Date.__dict__["parse"]).__name__, type(Date.__dict__["is_leap"]).__name__)
print(Date.parse.__self__ is Date, StampedDate.parse.__self__.__name__)
class Plugin:
    registry = {}
    @classmethod
    def register(cls, name):
        def deco(klass):
            cls.registry[name] = klass
            return klass
        return deco
    @staticmethod
    def names():
        return sorted(Plugin.registry)
@Plugin.register("csv")
class CsvPlugin(Plugin):
    pass
@Plugin.register("json")
class JsonPlugin(Plugin):
    pass
print(Plugin.names(), Plugin.registry["csv"].__name__, CsvPlugin.names())
sm = staticmethod(len)
print(callable(sm), sm("abc") if callable(sm) else None)
