# lex_strings_02: Monty language golden test
x = ('implicit'
     ' concatenation'
     f' with {1 + 1}')
print(x)
print(r'raw\' keeps', r"\d+\.\d*")
print('\'', "\"", '\\x', '\z' if False else 'no')
print(repr('\x7f\x80\xff'), repr('é'), ascii('é☃'))
print(repr(b'\x00\x7f\x80\xff\n\t'), repr(b"'"), repr(b'"\''))
print('\N{SNOWMAN}', '\N{EM DASH}' == '\u2014')
print("a\
b")
