# The `=` self-documenting f-string form, with conversions and format specs.
retries = 3
rate = 0.25
name = "api"
print(f"{retries=}")
print(f"{retries = }")
print(f"{rate=:.1%}")
print(f"{name=!s}")
print(f"{name=}")
print(f"{name = !r:>8}")
print(f"{retries * 2=}")
print(f"{len(name)=} {name.upper()=}")

class Job:
    def __init__(self):
        self.id = 7
        self.tags = ["a", "b"]

job = Job()
print(f"{job.id=} {job.tags[1]=}")
print(f"{rate=:>10.3f}|")
print(f"{retries=}{rate=}")
items = {"x": 1}
print(f"{items['x']=}")
print(f"{1 + 1 = }")
print(f"{None=} {True=!r}")
