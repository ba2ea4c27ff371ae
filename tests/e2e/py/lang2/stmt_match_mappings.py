# match with mapping patterns: dispatching JSON-like events.
def handle(event):
    match event:
        case {"type": "click", "pos": {"x": x, "y": y}}:
            return f"click at {x},{y}"
        case {"type": "key", "key": str(k), **rest} if rest:
            return f"key {k} with {sorted(rest)}"
        case {"type": "key", "key": k}:
            return f"key {k}"
        case {"type": "resize", "size": [w, h]}:
            return f"resize {w}x{h}"
        case {"type": t}:
            return f"unhandled {t}"
        case {}:
            return "no type"
        case _:
            return "not a mapping"
events = [
    {"type": "click", "pos": {"x": 3, "y": 4}, "button": 1},
    {"type": "key", "key": "a", "shift": True, "ctrl": False},
    {"type": "key", "key": "b"},
    {"type": "key", "key": 5},
    {"type": "resize", "size": [800, 600]},
    {"type": "resize", "size": "big"},
    {"other": 1},
    [("type", "click")],
]
for e in events:
    print(handle(e))
def config_value(cfg):
    match cfg:
        case {"db": {"host": host, "port": int(port)}}:
            return (host, port)
        case {"db": {"host": host}}:
            return (host, 5432)
    return None
print(config_value({"db": {"host": "h1", "port": 1}}), config_value({"db": {"host": "h2", "port": "x"}}),
      config_value({"cache": {}}))
from collections import OrderedDict
match OrderedDict(a=1, b=2):
    case {"b": b, **others}:
        print("ordered dict matched", b, others)
