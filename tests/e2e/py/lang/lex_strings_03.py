# lex_strings_03: Monty language golden test
print(len('\
'), '\x41\x42', '\1\12\123', '\u0041', '\U00000041', 'a\
b')
print(b'\101\x42', rb'\101', br'\x', repr('\ud800' if False else 'ok'))
print('''a'b"c''', """a'b"c""", '''"''', """'""")
print('unknown \q escape kept' if False else 'skip')
print(f'{"a"}' f"{'b'}" 'c' F'{1}')
print("\t".join(['x', 'y']), '\N{GREEK SMALL LETTER ALPHA}', '\N{DIGIT ONE}')
