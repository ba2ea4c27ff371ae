# expect: spec
# raise ... from ...: the report names the last exception raised.
class ParseError(Exception):
    pass


def parse(line):
    try:
        key, value = line.split("=")
    except ValueError as e:
        raise ParseError(f"bad line: {line!r}") from e
    return key, value


print(parse("a=1"))
print(parse("oops"))
