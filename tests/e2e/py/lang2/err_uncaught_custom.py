# expect: spec
# A custom exception class raised from a method and not caught.
class ConfigError(Exception):
    pass


class Loader:
    def __init__(self, data):
        self.data = data

    def require(self, key):
        if key not in self.data:
            raise ConfigError(f"missing key {key!r}")
        return self.data[key]


loader = Loader({"name": "svc"})
print("name:", loader.require("name"))
print("port:", loader.require("port"))
print("never printed")
