# __init_subclass__ with keyword arguments builds a plugin registry.
class Exporter:
    formats = {}
    def __init_subclass__(cls, /, fmt=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if fmt is None:
            raise TypeError(f"{cls.__name__} needs a fmt")
        cls.fmt = fmt
        Exporter.formats[fmt] = cls
    def export(self, rows):
        raise NotImplementedError
class CsvExporter(Exporter, fmt="csv"):
    def export(self, rows):
        return "\n".join(",".join(map(str, r)) for r in rows)
class TsvExporter(CsvExporter, fmt="tsv"):
    def export(self, rows):
        return super().export(rows).replace(",", "\t")
try:
    class Broken(Exporter):
        pass
except TypeError as e:
    print("TypeError:", e)
print(sorted(Exporter.formats), CsvExporter.fmt, TsvExporter.fmt)
rows = [(1, "a"), (2, "b")]
for fmt in sorted(Exporter.formats):
    print(fmt, repr(Exporter.formats[fmt]().export(rows)))
try:
    Exporter().export(rows)
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
class Base:
    subclasses = []
    def __init_subclass__(cls):
        Base.subclasses.append(cls.__name__)
class A(Base): pass
class B(A): pass
class C(Base): pass
print(Base.subclasses, [k.__name__ for k in Base.__subclasses__()])
