# strbytes_case_01: full Unicode case mapping (special casing, final sigma, titlecase digraphs)
words = ['straße', 'ǆungla', 'ǅ', 'ﬁsh ﬂow', 'ŉ', 'İstanbul', 'ΌΣΟΣ', 'ΣΑΣ ΣΑΣ.', 'aΣ', 'Σ', 'ᾳ ᾼ', 'ǰ', 'ΐ', 'Ǉubljana ǉ', 'hello wORLD', "o'neil mc-kay 3rd"]
for w in words:
    print(w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase(), w.casefold())
    print(w.isupper(), w.islower(), w.istitle(), len(w.upper()), len(w.casefold()))
print('ß'.upper() == 'SS', 'ß'.casefold() == 'ss', 'ẞ'.lower(), 'ẞ'.casefold(), 'ﬀ'.upper(), 'ﬀ'.title())
print('MASSE'.casefold() == 'Maße'.casefold(), 'ς'.upper(), 'ς'.casefold(), 'µ'.upper(), 'µ'.casefold())
