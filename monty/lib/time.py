# time: struct_time, strftime, strptime and friends over the C clock. The Python part of the
# module (monty/modules/mod_time.c holds the C part). Compiled at build time into frozen tables
# (monty/tools/freeze.c) and run at import: see HACKING.md.

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')
_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday', 'tm_yday',
           'tm_isdst')


_dict = dict


class struct_time(tuple):
    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=_dict()):
        # the fields past the sequence's come by name from dict, as CPython's structseq
        # (only a dict: None too is refused)
        if not isinstance(dict, _dict):
            raise TypeError('time.struct_time() takes a dict as second arg, if any')
        t = tuple(seq)
        if len(t) < 9:
            raise TypeError(f'time.struct_time() takes an at least 9-sequence ({len(t)}-sequence given)')
        if len(t) > 11:
            raise TypeError(f'time.struct_time() takes an at most 11-sequence ({len(t)}-sequence given)')
        self = tuple.__new__(cls, t[:9])
        named = tuple(dict.get(k) if dict else None for k in ('tm_zone', 'tm_gmtoff')[len(t) - 9:])
        self._extra = t[9:] + named
        return self

    @property
    def tm_zone(self):
        return self._extra[0]

    @property
    def tm_gmtoff(self):
        return self._extra[1]

    def __repr__(self):
        return 'time.struct_time(' + ', '.join(f'{k}={v!r}' for k, v in zip(_FIELDS, self)) + ')'

    def __reduce__(self):
        return (struct_time, (tuple(self) + self._extra[:2],))


def _readonly(self, value=None):
    raise AttributeError('readonly attribute')


def _field(i):
    # struct_time's field i, read-only as CPython's member (a property: importing
    # collections for its _tuplegetter would cost every script that imports time)
    return property(lambda self: self[i], _readonly, _readonly)


for _i, _name in enumerate(_FIELDS):
    setattr(struct_time, _name, _field(_i))
del _i, _name, _field, _readonly
struct_time.__module__ = 'time'


def _civil(days):
    # days since 1970-01-01 -> (year, month, day)
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    return (y + 1 if m <= 2 else y), m, d


def _days_from_civil(y, m, d):
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _check_secs(secs):
    # whole seconds of a timestamp, as CPython's time_t conversion (floor) checks it
    if secs is None:
        return int(time() // 1)
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
        if not -9.223372036854776e18 <= secs < 9.223372036854776e18:
            raise OverflowError('timestamp out of range for platform time_t')
        return int(secs // 1)
    if not isinstance(secs, int):
        raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as an integer")
    if not -2 ** 63 <= secs < 2 ** 63:
        raise OverflowError('timestamp out of range for platform time_t')
    return int(secs)


def gmtime(secs=None):
    secs = _check_secs(secs)
    days, rem = divmod(secs, 86400)
    y, m, d = _civil(days)
    if not -2147481748 <= y <= 2147485547:  # the C struct tm's int year
        raise OSError(75, 'Value too large for defined data type')
    hh, rem = divmod(rem, 3600)
    mi, ss = divmod(rem, 60)
    wday = (days + 3) % 7
    yday = days - _days_from_civil(y, 1, 1) + 1
    return struct_time((y, m, d, hh, mi, ss, wday, yday, 0, 'GMT', 0))


def localtime(secs=None):
    # the box's local time is UTC
    t = gmtime(secs)
    t._extra = ('UTC', 0)
    return t


def _time_tuple(t, fname):
    # the nine ints of a time tuple or struct_time, and its zone and offset when it has them
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9:
        raise TypeError(f'{fname}(): illegal time tuple argument')
    for v in t:
        if not isinstance(v, int):
            raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
        # each field is a C int in CPython's tm
        if v > 2147483647:
            raise OverflowError('signed integer is greater than maximum')
        if v < -2147483648:
            raise OverflowError('signed integer is less than minimum')
    extra = t._extra if isinstance(t, struct_time) else (None, None)
    return [int(v) for v in t], extra[0], extra[1]


def _checktm(v):
    # CPython's checks of a time tuple for strftime and asctime; month, day and yday 0 mean 1
    y, mon, d, h, mi, s, wd, yd, dst = v
    if mon == 0:
        mon = 1
    elif not 1 <= mon <= 12:
        raise ValueError('month out of range')
    if d == 0:
        d = 1
    elif not 0 <= d <= 31:
        raise ValueError('day of month out of range')
    if not 0 <= h <= 23:
        raise ValueError('hour out of range')
    if not 0 <= mi <= 59:
        raise ValueError('minute out of range')
    if not 0 <= s <= 61:
        raise ValueError('seconds out of range')
    cw = wd + 1
    cw = cw % 7 if cw >= 0 else -(-cw % 7)  # C's remainder
    if cw < 0:
        raise ValueError('day of week out of range')
    if yd == 0:
        yd = 1
    elif not 1 <= yd <= 366:
        raise ValueError('day of year out of range')
    return [y, mon, d, h, mi, s, (cw + 6) % 7, yd, max(-1, min(1, dst))]


def mktime(t):
    v, zone, gmtoff = _time_tuple(t, 'mktime')
    y, mon, d, h, mi, s, wd, yd, dst = v
    y += (mon - 1) // 12
    mon = (mon - 1) % 12 + 1
    secs = (_days_from_civil(y, mon, 1) + d - 1) * 86400 + h * 3600 + mi * 60 + s
    if dst > 0:
        secs -= 3600
    return float(secs)


_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
_FULLDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
_FULLMONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
               'September', 'October', 'November', 'December']
_COMPOSITE = {'c': '%a %b %e %H:%M:%S %Y', 'D': '%m/%d/%y', 'x': '%m/%d/%y', 'F': '%Y-%m-%d',
              'r': '%I:%M:%S %p', 'R': '%H:%M', 'T': '%H:%M:%S', 'X': '%H:%M:%S'}
_E_REFUSED = 'aAbhBdeHIklJjMmSUVWwuGgDFRTr%'
_O_REFUSED = 'aAcxXYDFRTrC%'


def _iso_year_week(y, yd, wd):
    # the ISO year and week of day yd (1-based) of year y, a weekday wd (Monday 0)
    week = (yd - 1 - wd + 10) // 7
    if week < 1:
        y -= 1
        days = 366 if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0) else 365
        return y, (yd + days - 1 - wd + 10) // 7
    days = 366 if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0) else 365
    if week == 53 and yd - wd > days - 3:
        return y + 1, 1
    return y, week


def _fmt_num(v, dw, dp, pad, width):
    neg = v < 0
    digits = str(-v if neg else v)
    if pad == '-':
        s = '-' + digits if neg else digits
        return s.rjust(width) if width > 0 else s
    total = width if width >= 0 else dw
    fill = ' ' if pad == '_' else '0' if pad == '0' else dp
    if fill == '0':
        return ('-' if neg else '') + digits.rjust(total - neg, '0')
    return (('-' if neg else '') + digits).rjust(total)


def _format_tm(fmt, tm, zname, off):
    # strftime as glibc does it (flags - _ 0 ^ #, a width, E and O) of a checked time tuple
    y, mon, d, h, mi, s, wd, yd, dst = tm
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        i += 1
        if c != '%':
            out.append(c)
            continue
        start = i - 1
        pad = None
        upper = swap = False
        while i < n and fmt[i] in '-_0^#':
            if fmt[i] == '^':
                upper = True
            elif fmt[i] == '#':
                swap = True
            else:
                pad = fmt[i]
            i += 1
        width = -1
        while i < n and '0' <= fmt[i] <= '9':
            width = max(width, 0) * 10 + ord(fmt[i]) - 48
            i += 1
        mod = None
        if i < n and fmt[i] in 'EO':
            mod = fmt[i]
            i += 1
        conv = fmt[i] if i < n else ''
        i += 1 if i < n else 0
        num = text = None
        dp = '0'
        if conv == '' or (mod == 'E' and conv in _E_REFUSED) or (mod == 'O' and conv in _O_REFUSED):
            conv = '?'
        if conv == 'Y' or conv == 'G':
            num, dw = (y if conv == 'Y' else _iso_year_week(y, yd, wd)[0]), 1
        elif conv == 'C':
            num, dw = y // 100, 1
        elif conv == 'y':
            num, dw = y % 100, 2
        elif conv == 'g':
            num, dw = _iso_year_week(y, yd, wd)[0] % 100, 2
        elif conv == 'm':
            num, dw = mon, 2
        elif conv == 'd' or conv == 'e':
            num, dw = d, 2
            dp = ' ' if conv == 'e' else '0'
        elif conv == 'H' or conv == 'k':
            num, dw = h, 2
            dp = ' ' if conv == 'k' else '0'
        elif conv == 'I' or conv == 'l':
            num, dw = h % 12 or 12, 2
            dp = ' ' if conv == 'l' else '0'
        elif conv == 'M':
            num, dw = mi, 2
        elif conv == 'S':
            num, dw = s, 2
        elif conv == 'j':
            num, dw = yd, 3
        elif conv == 'U':
            num, dw = (yd + 6 - (wd + 1) % 7) // 7, 2
        elif conv == 'W':
            num, dw = (yd + 6 - wd) // 7, 2
        elif conv == 'V':
            num, dw = _iso_year_week(y, yd, wd)[1], 2
        elif conv == 'u':
            num, dw = wd + 1, 1
        elif conv == 'w':
            num, dw = (wd + 1) % 7, 1
        elif conv == 's':
            num, dw = (_days_from_civil(y, mon, d) * 86400 + h * 3600 + mi * 60 + s
                       - (3600 if dst > 0 else 0)), 1
        elif conv == 'a' or conv == 'A':
            text = (_DAYS if conv == 'a' else _FULLDAYS)[wd]
            upper = upper or swap
        elif conv == 'b' or conv == 'h' or conv == 'B':
            text = (_FULLMONTHS if conv == 'B' else _MONTHS)[mon - 1]
            upper = upper or swap
        elif conv == 'p':
            text = 'AM' if h < 12 else 'PM'
            if swap:
                text = text.lower()
        elif conv == 'P':
            text = 'am' if h < 12 else 'pm'
            upper = False
        elif conv == 'Z':
            text = zname
            if swap:
                text = text.lower()
        elif conv == 'z':
            if off is None:
                text = ''
                width = -1
            else:
                sign = '-' if off < 0 else '+'
                m = abs(off) // 60
                fill = '0' if pad == '0' else ' '
                text = sign.rjust(width, fill) + _fmt_num(m // 60 * 100 + m % 60, 4, '0', pad,
                                                          width)
                width = -1
        elif conv == 'n' or conv == 't' or conv == '%':
            text = '\n' if conv == 'n' else '\t' if conv == 't' else '%'
        elif conv in _COMPOSITE:
            text = _format_tm(_COMPOSITE[conv], tm, zname, off)
        else:
            text = fmt[start:i]
        if num is not None:
            out.append(_fmt_num(num, dw, dp, pad, width))
            continue
        if upper:
            text = text.upper()
        if width > len(text):
            text = text.rjust(width, '0' if pad == '0' else ' ')
        out.append(text)
    return ''.join(out)


_NOW = object()


def strftime(format, t=_NOW):
    if not isinstance(format, str):
        raise TypeError(f'strftime() argument 1 must be str, not {type(format).__name__}')
    if t is _NOW:
        t = localtime()
    v, zone, gmtoff = _time_tuple(t, 'strftime')
    tm = _checktm(v)
    if '\0' in format:
        raise ValueError('embedded null character')
    dst = tm[8]
    zname = '' if dst < 0 else zone if zone is not None else tzname[dst > 0]
    off = None if dst < 0 else gmtoff or 0
    return _format_tm(format, tm, zname, off)


def asctime(t=_NOW):
    if t is _NOW:
        t = localtime()
    y, mon, d, h, mi, s, wd, yd, dst = _checktm(_time_tuple(t, 'asctime')[0])
    return f'{_DAYS[wd]} {_MONTHS[mon - 1]}{d:3d} {h:02d}:{mi:02d}:{s:02d} {y}'


def ctime(secs=None):
    return asctime(localtime(secs))


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    for index, arg in enumerate((string, format)):
        if not isinstance(arg, str):
            raise TypeError(f'strptime() argument {index} must be str, not {type(arg)}')
    import datetime
    return struct_time(datetime._strptime(string, format)[0])


CLOCK_REALTIME = 0
CLOCK_MONOTONIC = 1
CLOCK_PROCESS_CPUTIME_ID = 2
CLOCK_THREAD_CPUTIME_ID = 3
CLOCK_MONOTONIC_RAW = 4
CLOCK_BOOTTIME = 7
CLOCK_TAI = 11
_CLOCKS = {0: 'CLOCK_REALTIME', 1: 'CLOCK_MONOTONIC', 2: 'CLOCK_PROCESS_CPUTIME_ID',
           3: 'CLOCK_THREAD_CPUTIME_ID', 4: 'CLOCK_MONOTONIC_RAW', 7: 'CLOCK_BOOTTIME',
           11: 'CLOCK_TAI'}


def _clock_id(clk_id):
    # the box has two clocks: the real time (REALTIME, TAI) and a monotonic one (the rest)
    if not isinstance(clk_id, int):
        raise TypeError(f"'{type(clk_id).__name__}' object cannot be interpreted as an integer")
    if clk_id not in _CLOCKS:
        raise OSError(22, 'Invalid argument')
    return clk_id in (0, 11)


def clock_gettime(clk_id, /):
    return time() if _clock_id(clk_id) else monotonic()


def clock_gettime_ns(clk_id, /):
    return time_ns() if _clock_id(clk_id) else monotonic_ns()


def clock_getres(clk_id, /):
    _clock_id(clk_id)
    return 1e-09


def clock_settime(clk_id, time, /):
    _clock_id(clk_id)
    raise PermissionError(1, 'Operation not permitted')


def clock_settime_ns(clk_id, time, /):
    _clock_id(clk_id)
    raise PermissionError(1, 'Operation not permitted')


def thread_time_ns():
    return monotonic_ns()


def tzset():
    # the box's zone is always UTC
    pass


class _ClockInfo:
    def __init__(self, clock, monotonic, adjustable):
        self.implementation = f'clock_gettime({clock})'
        self.monotonic = monotonic
        self.adjustable = adjustable
        self.resolution = 1e-09

    def __repr__(self):
        return (f'namespace(implementation={self.implementation!r}, monotonic={self.monotonic!r}, '
                f'adjustable={self.adjustable!r}, resolution={self.resolution!r})')


def get_clock_info(name):
    clocks = {'time': 'CLOCK_REALTIME', 'monotonic': 'CLOCK_MONOTONIC',
              'perf_counter': 'CLOCK_MONOTONIC', 'process_time': 'CLOCK_PROCESS_CPUTIME_ID',
              'thread_time': 'CLOCK_THREAD_CPUTIME_ID'}
    if name not in clocks:
        raise ValueError('unknown clock')
    return _ClockInfo(clocks[name], name != 'time', name == 'time')
