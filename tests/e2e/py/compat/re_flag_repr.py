# re flags are RegexFlag members: their repr names the flag.
import re
print(re.I, re.IGNORECASE | re.MULTILINE, repr(re.M))
print(re.compile("x", re.I))
print(int(re.I | re.S))
