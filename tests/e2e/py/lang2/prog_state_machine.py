# A tokenizer + state machine for a tiny config language, with errors reported by line.
SRC = """
[server]
host = "example.org"
port = 8080
debug = true
[client]
retries = 3
name = "agent"
bad line
timeout = 1.5
"""
class ParseError(Exception):
    def __init__(self, lineno, msg):
        super().__init__(f"line {lineno}: {msg}")
        self.lineno = lineno
def convert(raw):
    if raw.startswith('"') and raw.endswith('"'):
        return raw[1:-1]
    if raw in ("true", "false"):
        return raw == "true"
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            pass
    raise ValueError(f"cannot read value {raw!r}")
def parse(text):
    section, config, problems = None, {}, []
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            if line.startswith("[") and line.endswith("]"):
                section = config.setdefault(line[1:-1], {})
            elif "=" in line:
                if section is None:
                    raise ParseError(lineno, "key outside a section")
                key, _, raw = (p.strip() for p in line.partition("="))
                section[key] = convert(raw)
            else:
                raise ParseError(lineno, f"unexpected {line!r}")
        except (ParseError, ValueError) as e:
            problems.append(str(e))
    return config, problems
config, problems = parse(SRC)
for name, values in config.items():
    print(name, {k: (v, type(v).__name__) for k, v in values.items()})
print(problems)
print(parse("x = 1")[1], parse('[s]\nv = "unterminated')[0])
try:
    convert("@@")
except ValueError as e:
    print("ValueError:", e)
