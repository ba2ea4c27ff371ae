# str_case_01: Monty language golden test
s = 'Hello World ß ǅ'
print(s.upper(), s.lower(), s.casefold(), s.swapcase(), s.title(), 'hello world'.capitalize())
print('ABC'.isupper(), 'abc'.islower(), 'Ab Cd'.istitle(), 'aB'.isupper(), ''.islower())
print("they're bill's".title(), 'ǅ'.upper(), 'STRASSE'.casefold() == 'straße'.casefold())
print('ﬁ'.upper(), 'İ'.lower().encode('utf-8'), 'σς'.upper(), 'ΣΑΣ'.lower())
