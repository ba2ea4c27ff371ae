# sys.version_info, float_info, int_info and flags are struct sequences: tuples with named fields.
import sys

vi = sys.version_info
print(isinstance(vi, tuple), len(vi), vi[0], vi[-1], vi[3], vi.releaselevel, vi.serial)
print(repr(vi).startswith("sys.version_info(major=3, minor=11, micro="),
      repr(vi).endswith("releaselevel='final', serial=0)"))
print(vi > (3, 10), vi < (3, 12), vi >= (3, 11, 0), vi == tuple(vi), (3, 11) <= vi)
major, minor, micro, level, serial = vi
print(major, minor, level, serial, type(vi).__name__, type(vi).__module__)
print(sys.hexversion >> 16 == 0x030B, hex(sys.hexversion & 0xFF), sys.hexversion == (
    (vi.major << 24) | (vi.minor << 16) | (vi.micro << 8) | 0xF0))
try:
    vi.major = 4
except AttributeError:
    print("read-only")
print(sys.float_info)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.mant_dig, sys.float_info[6])
print(sys.float_info.max == 1.7976931348623157e308, 1.0 + sys.float_info.epsilon > 1.0)
print(sys.int_info)
print(sys.flags.optimize, sys.flags.dev_mode, sys.flags.int_max_str_digits, len(sys.flags))
print(sys.maxsize == 2**63 - 1, sys.maxunicode, sys.byteorder, chr(sys.maxunicode) == '\U0010ffff')
impl = sys.implementation
print(impl.version == vi, impl.hexversion == sys.hexversion, isinstance(impl.name, str))
print(sys.getdefaultencoding(), sys.getfilesystemencoding())
print(sorted({vi: 1}.values()), hash(vi) == hash(tuple(vi)), vi[:2], list(vi)[:2])
