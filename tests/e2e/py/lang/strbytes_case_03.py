# strbytes_case_03: casefold-based comparison and sorting, final sigma in context
words = ['Straße', 'STRASSE', 'strasse', 'ǅemal', 'Ǆemal', 'ǆemal', 'ΣΊΣΥΦΟΣ', 'σίσυφος', 'ﬁle', 'FILE', 'file']
print(sorted(words, key=str.casefold))
print(len({w.casefold() for w in words}), [w.lower() for w in words])
for s in ['ΌΣΟΣ.', 'ΣΑ', 'Α.Σ', 'ΑΣ\u0301Α', 'ΑΣ1', 'Σ Σ', 'ΑΣ\'', "ΑΣ's"]:
    print(s.lower(), s.title(), s.capitalize(), s.swapcase())
print('İ'.lower(), len('İ'.lower()), 'İ'.casefold() == 'i̇', 'I'.lower(), 'ı'.upper(), 'ſ'.upper(), 'ſ'.casefold(), 'K'.lower() == 'k')
