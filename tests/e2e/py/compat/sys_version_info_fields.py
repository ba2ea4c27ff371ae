# sys.version_info is a named struct sequence: .major/.minor work, and it still compares as a tuple.
import sys
print(sys.version_info >= (3, 8), sys.version_info[:2] == (3, 11))
print(sys.version_info.major, sys.version_info.minor)
print(f"{sys.version_info.major}.{sys.version_info.minor}")
