# lex_strings_01: Monty language golden test
print('a' 'b' "c", r'\n', R"\t", b'\x41', rb'\x41', Br'x\y')
print("tab\there", 'nl\\n', "quote\"s", 'it\'s')
print("\x41\101\u00e9\U0001F600\N{LATIN SMALL LETTER A}")
print(len("\u00e9"), len("\U0001F600"), repr("\0"), repr("\a\b\f\v\r"))
print(repr('a"b'), repr("a'b"), repr('a\'b"c'), repr("\\"))
s = """line1
line2\
 joined
'''inner'''"""
print(s)
t = '''a "b" c'''
print(t, len(t))
print(b'ab' b'cd', type(rb'').__name__)
