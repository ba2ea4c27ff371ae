# str_predicates_01: Monty language golden test
tests = ['abc', 'ABC123', '123', '١٢٣', '½', '  ', '', 'a b', 'Ab', '_id', '3x', 'x3', '\t\n', 'é', 'def']
for t in tests:
    print(repr(t), t.isalpha(), t.isalnum(), t.isdigit(), t.isdecimal(), t.isnumeric(),
          t.isspace(), t.isidentifier(), t.isprintable(), t.isascii())
print('\x00'.isprintable(), 'a\nb'.isprintable())
