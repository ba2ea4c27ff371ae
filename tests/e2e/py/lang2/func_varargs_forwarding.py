# *args/**kwargs: forwarding wrappers, keyword order, merging options.
def render(template, *values, sep=" ", **fields):
    parts = [template.format(*values, **fields)]
    return sep.join(parts + [f"{k}={v}" for k, v in fields.items()])
print(render("{} + {} = {total}", 1, 2, total=3))
print(render("{0}-{0}", "x", sep="|", a=1, b=2))
def forward(*args, **kwargs):
    return render(*args, **kwargs)
print(forward("{name}!", name="ana", z=26, y=25))
def describe(*args, **kwargs):
    return f"{len(args)} positional {list(kwargs)}"
print(describe(), describe(1, 2, 3), describe(c=1, a=2, b=3), describe(*range(4), **{"k": 0}))
def merge(base, /, **overrides):
    out = dict(base)
    out.update(overrides)
    return out
print(merge({"a": 1, "base": 0}, base=5, a=2))
def stats(first, *rest):
    vals = (first,) + rest
    return min(vals), max(vals), type(rest).__name__
print(stats(5), stats(3, 9, 1))
def kw_only(*, required, optional="x"):
    return required + optional
print(kw_only(required="a"), kw_only(optional="y", required="b"))
def pos_only(a, b, /, c):
    return a, b, c
print(pos_only(1, 2, 3), pos_only(1, 2, c=3))
args = ("fmt {}", 42)
kwargs = {"sep": ",", "note": "n"}
print(render(*args, **kwargs))
def count_kwargs(**kw):
    return kw
d = count_kwargs(**{"a": 1}, b=2, **{"c": 3})
print(d, type(d).__name__)
