# String prefixes r, b, f, rb, br, fr, rf in every case spelling.
pattern = r"\d+\.\d+"
print(pattern, len(pattern))
print(R"C:\new\table", r'\'' , len(r'\''))
data = b"GET /index.html HTTP/1.1\r\n"
print(data, data.split(b" ")[1], type(data).__name__)
raw_bytes = rb"\x00\n"
print(raw_bytes, len(raw_bytes), br"\t" == b"\\t", Rb"a\b", BR"c\d")
name = "report"
width = 8
print(f"{name}|", F"{name:>{width}}|", fr"{name}\n", rf"\t{width}", Fr"{1+1}\d", fR"\{name}")
path = "logs"
print(rf"{path}\{name}.txt")
print(u"unicode prefix", U"too")
lines = """first
second\tindented
third"""
print(lines.splitlines())
raw_multi = r"""a\nb
c"""
print(repr(raw_multi))
b2 = b'single' + b"double" + b'''triple'''
print(b2, len(b2))
print(type(rb"") is bytes, type(fr"") is str)
