# expect: spec
# TypeError from an operator between str and int inside a method, not caught.
class Report:
    def __init__(self, title):
        self.title = title
        self.count = 0

    def add(self):
        self.count += 1
        return self

    def render(self):
        return self.title + ": " + self.count


r = Report("items").add().add()
print(r.count)
print(r.render())
