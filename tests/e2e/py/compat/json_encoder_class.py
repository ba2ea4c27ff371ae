# json.JSONEncoder subclasses (cls=...) and json.JSONDecoder exist.
import json
class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}}, cls=SetEncoder))
print(SetEncoder(sort_keys=True).encode({"b": 1, "a": {2}}))
print(json.JSONDecoder().decode('{"x": [1, 2]}'))
try:
    json.dumps(object(), cls=SetEncoder)
except TypeError as e:
    print("TypeError", str(e).startswith("Object of type object"))
