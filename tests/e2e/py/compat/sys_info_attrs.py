# sys.float_info, sys.flags, sys.hexversion and sys.implementation exist in CPython 3.11.
import sys
for name in ["float_info", "flags", "hexversion", "implementation", "maxunicode"]:
    print(name, hasattr(sys, name))
print(sys.maxunicode if hasattr(sys, "maxunicode") else None)
