# strbytes_predicates_01: Unicode classification predicates
samples = ['²', '½', '٣', '三', 'Ⅻ', '⑩', '𝟘', 'a', 'é', '_', ' ', '\u00a0', '\u2028', '\x1c', '\x85', '\t', '\u200b', '\u00ad', '\ue000', '😀', 'ǅ', 'ʰ', '\u0301', 'Ⓐ', '𝔸', '०']
for c in samples:
    print(hex(ord(c)), c.isalpha(), c.isdigit(), c.isdecimal(), c.isnumeric(), c.isalnum(), c.isspace(), c.isprintable(), c.isidentifier(), ('x' + c).isidentifier(), c.isascii())
print('abc123'.isalnum(), ''.isalnum(), ''.isprintable(), ''.isascii(), 'a b'.isidentifier(), 'def'.isidentifier(), '1a'.isidentifier(), 'ℕ'.isidentifier())
print('٣'.isdecimal(), '₃'.isdigit(), '₃'.isdecimal())
