# SyntaxError messages for broken string literals and f-strings.
cases = [
    "s = 'abc\n",
    's = "abc\n',
    "s = '''abc\n\n",
    's = """never\nclosed\n',
    "f'{'",
    "f'{}'",
    "f'{x!z}'",
    "f'}'",
    "b'caf\u00e9'",
    "x = 0b102",
    "x = 09",
    "x = 1_",
    "x = 1__0",
    "x = 0x",
    "x = 1.2.3",
]
for src in cases:
    try:
        compile(src, "<str>", "exec")
        print(f"{src!r:24} compiles")
    except SyntaxError as e:
        print(f"{src!r:24} line {e.lineno}: {e.msg}")
