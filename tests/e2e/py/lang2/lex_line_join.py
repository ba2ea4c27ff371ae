# Line joining: backslash continuations, implicit joining inside brackets, comments.
total = 1 + \
    2 + \
    3
print("total:", total)

config = {
    "host": "localhost",   # the server
    "port": 8080,          # default port
    # a comment on its own line inside a dict
    "debug": False,
}
print(sorted(config.items()))

items = [
    "alpha",
    "beta",
    "gamma",  # trailing comma allowed
]
message = ("first part, "
           "second part, "
           f"{len(items)} items")
print(message)

def area(width,
         height,
         scale=1):
    return width * height \
        * scale

print(area(3,
           4), area(2, 5,
                    scale=10))
if (total > 5 and
        len(items) == 3):
    print("both conditions hold")
x = 1; y = 2; z = x + y
print(x, y, z)
long_text = "abc" \
    "def"
print(long_text, len(long_text))
result = [n * n
          for n in range(6)
          if n % 2 == 0]
print(result)
