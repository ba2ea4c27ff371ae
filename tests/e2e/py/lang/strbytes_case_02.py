# strbytes_case_02: title/istitle/isupper/islower rules around uncased characters and digits
for s in ['hello 2world', 'HELLO_WORLD', 'a1b2 c3d', 'éCOLE été', '123', '', ' ', 'Ⅻ ⅻ', 'ǅa ǅA', 'ⓐⓑ Ⓐⓑ', '𐐨𐐩 𐐀', 'x\u0301y', 'ΑΒΓ αβγ', 'Ᾰ ᾈ ᾀ']:
    print(repr(s), s.title(), s.upper(), s.lower(), s.swapcase(), s.capitalize())
    print(s.istitle(), s.isupper(), s.islower(), s.title().istitle(), s.swapcase().swapcase() == s)
print([c for c in 'aAǅǄǆ1 ' if c.isupper()], [c for c in 'aAǅǄǆ1 ' if c.islower()], [c for c in 'aAǅǄǆ1 ' if c.istitle()])
print('ǆ'.title(), 'Ǆ'.title(), 'ǆ'.capitalize(), 'ǅ'.lower(), 'ǅ'.upper(), 'ǅ'.swapcase())
