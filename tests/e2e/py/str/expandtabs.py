print(repr("a\tb\tc".expandtabs()), repr("a\tb".expandtabs(4)), repr("\t".expandtabs(2)))
