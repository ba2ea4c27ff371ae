from dataclasses import make_dataclass, field, asdict
P = make_dataclass('P', [('x', int), ('y', int, field(default=0))])
p = P(1)
print(p, asdict(p), P(1, 2) == P(1, 2))
