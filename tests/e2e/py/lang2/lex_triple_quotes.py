# Triple-quoted strings: embedded quotes, newlines, escapes, used as docstrings and templates.
TEMPLATE = """Dear {name},
Your order "{order}" ships on {day}.
It's 'quoted' and ""double-quoted"" too.
"""

def render(name, order, day):
    """Fill the template.

    Returns the text with trailing whitespace stripped.
    """
    return TEMPLATE.format(name=name, order=order, day=day).rstrip()

print(render("Ana", "A-17", "Monday"))
print(render.__doc__.splitlines()[0])
print(len(render.__doc__.splitlines()))
single = '''it's "fine" here'''
print(single)
escaped = """tab:\there
backslash-newline: \
joined"""
print(escaped)
empty = """"""
print(repr(empty), len(empty))
ends_with_quote = """she said "hi\""""
print(ends_with_quote)
table = '''
| a | b |
|---|---|
| 1 | 2 |
'''.strip().split("\n")
for row in table:
    cells = [c.strip() for c in row.strip("|").split("|")]
    print(cells)
