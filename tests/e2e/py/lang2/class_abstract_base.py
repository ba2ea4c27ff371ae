# A base class with NotImplementedError hooks and a template method.
class Report:
    title = "report"
    def render(self, rows):
        lines = [self.header()]
        lines += [self.row(r) for r in rows]
        lines.append(self.footer(len(rows)))
        return "\n".join(lines)
    def header(self):
        return f"== {self.title} =="
    def row(self, r):
        raise NotImplementedError(f"{type(self).__name__}.row")
    def footer(self, n):
        return f"({n} rows)"
class CsvReport(Report):
    title = "csv"
    def row(self, r):
        return ",".join(str(v) for v in r)
class TableReport(Report):
    title = "table"
    widths = (6, 4)
    def row(self, r):
        return "".join(f"{str(v):<{w}}" for v, w in zip(r, self.widths))
    def footer(self, n):
        return super().footer(n).upper()
rows = [("ana", 3), ("bob", 12)]
for cls in (CsvReport, TableReport, Report):
    try:
        print(cls().render(rows))
    except NotImplementedError as e:
        print("NotImplementedError:", e)
print(issubclass(NotImplementedError, RuntimeError), NotImplemented is not NotImplementedError)
print([k.title for k in Report.__subclasses__()])
