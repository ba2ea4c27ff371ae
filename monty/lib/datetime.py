# datetime: date, time, datetime, timedelta, timezone with CPython's arithmetic. The Python part
# of the module (monty/modules/mod_datetime.c holds the C part). Compiled at build time into
# frozen tables (monty/tools/freeze.c) and run at import: see HACKING.md.


def _time():
    # the time module, imported at first use: most scripts that import datetime never need
    # it, and an import costs each script
    import time
    return time


MINYEAR = 1
MAXYEAR = 9999

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
del _dbm, _dim

_DI400Y = 146097
_DI100Y = 36524
_DI4Y = 1461
_MONTHNAMES = [None, 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
_FULLMONTHNAMES = [None, 'January', 'February', 'March', 'April', 'May', 'June', 'July',
                   'August', 'September', 'October', 'November', 'December']
_DAYNAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
_FULLDAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _check_int(value):
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        raise TypeError('integer argument expected, got float')
    try:
        value = value.__index__()
    except AttributeError:
        raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer") from None
    return value


def _check_date_fields(year, month, day):
    year = _check_int(year)
    month = _check_int(month)
    day = _check_int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f'year {year} is out of range')
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    dim = _days_in_month(year, month)
    if not 1 <= day <= dim:
        raise ValueError('day is out of range for month')
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _check_int(hour)
    minute = _check_int(minute)
    second = _check_int(second)
    microsecond = _check_int(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= minute <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= second <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= microsecond <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold not in (0, 1):
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond, fold


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type "
                        f"'{type(tz).__name__}'")


def _tname(o):
    t = type(o)
    if t.__module__ == 'datetime':
        return 'datetime.' + t.__name__
    return t.__name__


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _divide_and_round(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _format_time(hh, mm, ss, us, timespec='auto'):
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    elif timespec == 'milliseconds':
        us //= 1000
    if timespec == 'hours':
        return f'{hh:02d}'
    if timespec == 'minutes':
        return f'{hh:02d}:{mm:02d}'
    if timespec == 'seconds':
        return f'{hh:02d}:{mm:02d}:{ss:02d}'
    if timespec == 'milliseconds':
        return f'{hh:02d}:{mm:02d}:{ss:02d}.{us:03d}'
    if timespec == 'microseconds':
        return f'{hh:02d}:{mm:02d}:{ss:02d}.{us:06d}'
    raise ValueError('Unknown timespec value')


def _format_offset(off, sep=':'):
    s = ''
    if off is not None:
        if off.days < 0:
            sign = '-'
            off = -off
        else:
            sign = '+'
        hh, mm = divmod(off, timedelta(hours=1))
        mm, ss = divmod(mm, timedelta(minutes=1))
        s += f'{sign}{hh:02d}{sep}{mm:02d}'
        if ss or ss.microseconds:
            s += f'{sep}{ss.seconds:02d}'
            if ss.microseconds:
                s += f'.{ss.microseconds:06d}'
    return s


def _check_utc_offset(name, offset):
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError(f"tzinfo.{name}() must return None or timedelta, not '{type(offset).__name__}'")
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError(f'offset must be a timedelta strictly between -timedelta(hours=24) and '
                         f'timedelta(hours=24), not {offset!r}.')


def _wrap_strftime(obj, fmt, timetuple):
    # CPython's: %z, %Z and %f right after a % are the object's; time.strftime does the rest
    if not isinstance(fmt, str):
        raise TypeError(f'strftime() argument 1 must be str, not {type(fmt).__name__}')
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != '%' or i >= n:
            out.append(ch)
            continue
        ch = fmt[i]
        i += 1
        if ch == 'f':
            out.append(f'{getattr(obj, "microsecond", 0):06d}')
        elif ch == 'z':
            off = obj.utcoffset() if hasattr(obj, 'utcoffset') else None
            out.append(_format_offset(off, '') if off is not None else '')
        elif ch == 'Z':
            name = obj.tzname() if hasattr(obj, 'tzname') else None
            if name is not None and not isinstance(name, str):
                raise TypeError(f'tzinfo.tzname() must return None or a string, '
                                f"not '{type(name).__name__}'")
            out.append(name.replace('%', '%%') if name else '')
        else:
            out.append('%')
            out.append(ch)
    return _time().strftime(''.join(out), timetuple)


def _isocal(year, month, day):
    week1monday = _isoweek1monday(year)
    today = _ymd2ord(year, month, day)
    week, day = divmod(today - week1monday, 7)
    if week < 0:
        year -= 1
        week1monday = _isoweek1monday(year)
        week, day = divmod(today - week1monday, 7)
    elif week >= 52:
        if today >= _isoweek1monday(year + 1):
            year += 1
            week = 0
    return year, week + 1, day + 1


def _isoweek1monday(year):
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


def _iso_week_ok(year, week):
    # weeks 1..52, and 53 in years that start on a Thursday (or a Wednesday, leap years)
    if 0 < week < 53:
        return True
    first = _ymd2ord(year, 1, 1) % 7
    return week == 53 and (first == 4 or (first == 3 and _is_leap(year)))


def _isoweek_to_gregorian(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f'Year is out of range: {year}')
    if not _iso_week_ok(year, week):
        raise ValueError(f'Invalid week: {week}')
    if not 0 < day < 8:
        raise ValueError(f'Invalid day: {day} (range is [1, 7])')
    day_offset = (week - 1) * 7 + (day - 1)
    day_1 = _isoweek1monday(year)
    ord_day = day_1 + day_offset
    return _ord2ymd(ord_day)


def _round_half_away(v):
    # C's round(): halves go away from zero
    n = int(v)
    if abs(v - n) >= 0.5:
        n += 1 if v > 0 else -1
    return n


class timedelta:
    __slots__ = ('_days', '_seconds', '_microseconds', '_hashcode')

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        # CPython's C timedelta: whole microseconds are exact integers; only what is left
        # below one microsecond is summed as a float, then rounded half to even against
        # the total
        total = 0
        leftover = 0.0
        for value, unit in ((microseconds, 1), (milliseconds, 1000), (seconds, 1000000),
                            (minutes, 60000000), (hours, 3600000000), (days, 86400000000),
                            (weeks, 604800000000)):
            if isinstance(value, int):
                total += value * unit
            elif isinstance(value, float):
                if value != value or value in (float('inf'), float('-inf')):
                    raise ValueError('cannot convert float NaN to integer' if value != value
                                     else 'cannot convert float infinity to integer')
                ip = int(value)
                total += ip * unit
                scaled = (value - ip) * unit
                whole = int(scaled)
                total += whole
                leftover += scaled - whole
            else:
                raise TypeError(f'unsupported type for timedelta {_ARGNAMES[unit]} component: '
                                f'{type(value).__name__}')
        if leftover:
            whole = _round_half_away(leftover)
            if abs(whole - leftover) == 0.5:
                odd = total & 1
                whole = 2 * _round_half_away((leftover + odd) * 0.5) - odd
            total += whole
        return cls._from_us(total)

    @classmethod
    def _from_us(cls, us):
        d, rem = divmod(us, 86400000000)
        s, us = divmod(rem, 1000000)
        if abs(d) > 999999999:
            raise OverflowError(f'days={d}; must have magnitude <= 999999999')
        self = object.__new__(cls)
        self._days = d
        self._seconds = s
        self._microseconds = us
        self._hashcode = -1
        return self

    def _to_us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def __repr__(self):
        args = []
        if self._days:
            args.append(f'days={self._days}')
        if self._seconds:
            args.append(f'seconds={self._seconds}')
        if self._microseconds:
            args.append(f'microseconds={self._microseconds}')
        if not args:
            args.append('0')
        return f'{self.__class__.__module__}.{self.__class__.__qualname__}({", ".join(args)})'

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = f'{hh}:{mm:02d}:{ss:02d}'
        if self._days:
            plural = 's' if abs(self._days) != 1 else ''
            s = f'{self._days} day{plural}, ' + s
        if self._microseconds:
            s = s + f'.{self._microseconds:06d}'
        return s

    def total_seconds(self):
        return self._to_us() / 10 ** 6

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() + other._to_us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() - other._to_us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_us(-self._to_us())

    def __pos__(self):
        return self

    def __abs__(self):
        if self._days < 0:
            return -self
        return self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_us(self._to_us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_divide_and_round(self._to_us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if not isinstance(other, (int, timedelta)):
            return NotImplemented
        usec = self._to_us()
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            return usec // other._to_us()
        if other == 0:
            raise ZeroDivisionError('integer division or modulo by zero')
        return timedelta._from_us(usec // other)

    def __truediv__(self, other):
        if not isinstance(other, (int, float, timedelta)):
            return NotImplemented
        usec = self._to_us()
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError('division by zero')
            return usec / other._to_us()
        if other == 0:  # CPython's C timedelta divides integers here, for a float too
            raise ZeroDivisionError('integer division or modulo by zero')
        if isinstance(other, int):
            return timedelta._from_us(_divide_and_round(usec, other))
        a, b = other.as_integer_ratio()
        return timedelta._from_us(_divide_and_round(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError('integer modulo by zero')
            return timedelta._from_us(self._to_us() % other._to_us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            q, r = divmod(self._to_us(), other._to_us())
            return q, timedelta._from_us(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() == other._to_us()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() != other._to_us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() <= other._to_us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() < other._to_us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() >= other._to_us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() > other._to_us()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._days, self._seconds, self._microseconds))
        return self._hashcode

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (self.__class__, (self._days, self._seconds, self._microseconds))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_ARGNAMES = {86400000000: 'days', 604800000000: 'weeks', 3600000000: 'hours', 60000000: 'minutes',
             1000000: 'seconds', 1000: 'milliseconds', 1: 'microseconds'}
# the module's constants are built from microseconds (_from_us), past __new__'s checks:
# an import costs every script that makes one
timedelta.min = timedelta._from_us(-999999999 * 86400000000)
timedelta.max = timedelta._from_us(999999999 * 86400000000 + 86399999999)
timedelta.resolution = timedelta._from_us(1)


# date.isocalendar()'s result: a tuple subclass with three read-only fields, as the C
# module's (no _fields, no _make: it is not a namedtuple)
class IsoCalendarDate(tuple):
    __slots__ = ()

    def __new__(cls, year, week, weekday):
        return tuple.__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return f'datetime.{self.__class__.__name__}(year={self[0]}, week={self[1]}, weekday={self[2]})'

    def __reduce__(self):
        return (tuple, (tuple(self),))


_IsoCalendarDate = IsoCalendarDate
del IsoCalendarDate


# ISO 8601 parsing as CPython 3.11's C datetime does it: on the UTF-8 bytes, NUL-terminated,
# with its quirks (no check that a date consumes its whole slice; a fourth time component is
# read as a fraction). Each parser returns a status code as the C one does.

def _iso_digits(b, p, n):
    # (value, new position) of n ASCII digits at b[p:], or (None, p)
    v = 0
    for i in range(n):
        d = b[p + i] - 48
        if d < 0 or d > 9:
            return None, p
        v = v * 10 + d
    return v, p + n


def _iso_dash(b, p, sep):
    # the position after the '-' at p when the date uses separators; -1 when it is missing
    if not sep:
        return p
    return p + 1 if b[p] == 45 else -1


def _iso_parse_date(b, p, n):
    # (status, year, month, day) of the date in b[p:p+n]
    start = p
    year, p = _iso_digits(b, p, 4)
    if year is None:
        return -1, 0, 0, 0
    sep = b[p] == 45
    if sep:
        p += 1
    if b[p] == 87:  # 'W'
        p += 1
        week, p = _iso_digits(b, p, 2)
        if week is None:
            return -3, 0, 0, 0
        day = 1
        if p - start != n:
            p = _iso_dash(b, p, sep)
            if p < 0:
                return -2, 0, 0, 0
            day, p = _iso_digits(b, p, 1)
            if day is None:
                return -4, 0, 0, 0
        if not _iso_week_ok(year, week):
            return -5, 0, 0, 0
        if day <= 0 or day >= 8:
            return -6, 0, 0, 0
        y, m, d = _ord2ymd(_isoweek1monday(year) + (week - 1) * 7 + day - 1)
        return 0, y, m, d
    month, p = _iso_digits(b, p, 2)
    if month is None:
        return -1, 0, 0, 0
    p = _iso_dash(b, p, sep)
    if p < 0:
        return -2, 0, 0, 0
    day, p = _iso_digits(b, p, 2)
    if day is None:
        return -1, 0, 0, 0
    return 0, year, month, day


_ISO_SCALE = (100000, 10000, 1000, 100, 10)


def _iso_parse_hms(b, p, end):
    # (status, [hour, minute, second, microsecond]) of [HH[:?MM[:?SS[{.,}ffffff]]]] in b[p:end]
    vals = [0, 0, 0, 0]
    has_sep = True
    for i in range(3):
        v, p = _iso_digits(b, p, 2)
        if v is None:
            return -3, vals
        vals[i] = v
        c = b[p]
        p += 1
        if i == 0:
            has_sep = c == 58
        if p >= end:
            return (1 if c != 0 else 0), vals
        if has_sep and c == 58:
            continue
        if c == 46 or c == 44:
            break
        if not has_sep:
            p -= 1
        else:
            return -4, vals
    n = min(end - p, 6)
    v, p = _iso_digits(b, p, n)
    if v is None:
        return -3, vals
    vals[3] = v * _ISO_SCALE[n - 1] if n < 6 else v
    while 48 <= b[p] <= 57:
        p += 1
    return (1 if b[p] != 0 else 0), vals


def _iso_parse_time(b, p, n):
    # (status, [h, m, s, us], tz seconds, tz microseconds): status 1 when an offset was given
    end = p + n
    tzpos = p
    while True:
        if b[tzpos] in (90, 43, 45):  # Z + -
            break
        tzpos += 1
        if tzpos >= end:
            break
    rv, vals = _iso_parse_hms(b, p, tzpos)
    if rv < 0:
        return rv, vals, 0, 0
    if tzpos == end:
        return (-5 if rv == 1 else 0), vals, 0, 0
    if b[tzpos] == 90:
        return (-5 if b[tzpos + 1] != 0 else 1), vals, 0, 0
    sign = -1 if b[tzpos] == 45 else 1
    rv, tz = _iso_parse_hms(b, tzpos + 1, end)
    off = sign * (tz[0] * 3600 + tz[1] * 60 + tz[2])
    return (-5 if rv else 1), vals, off, sign * tz[3]


def _iso_tzinfo(rv, off, us):
    if rv != 1:
        return None
    if off == 0:
        return timezone.utc
    return timezone(timedelta(0, off, us))


def _iso_bytes(s, sanitize):
    # the UTF-8 bytes and a NUL, or None where s cannot be encoded
    if sanitize:
        for pos in (7, 8, 10):
            if pos > len(s):
                break
            if pos < len(s) and s[pos] > '\x7f':  # a non-ASCII separator reads as 'T'
                s = s[:pos] + 'T' + s[pos + 1:]
                break
    try:
        return s.encode('utf-8') + b'\0'
    except UnicodeEncodeError:
        return None


def _iso_separator(b, n):
    # where datetime.fromisoformat looks for the date/time separator
    if n == 7:
        return 7
    if b[4] == 45:
        if b[5] == 87:
            if n < 8:
                return -1
            if n > 8 and b[8] == 45:
                if n == 9:
                    return -1
                if n > 10 and 48 <= b[10] <= 57:
                    return 8
                return 10
            return 8
        return 10
    if b[4] == 87:
        idx = 7
        while idx < n and 48 <= b[idx] <= 57:
            idx += 1
        if idx < 9:
            return idx
        return 7 if idx % 2 == 0 else 8
    return 8


class date:
    __slots__ = ('_year', '_month', '_day', '_hashcode')

    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, hh, mm, ss, weekday, jday, dst = _time().gmtime(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time().time())

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        b = _iso_bytes(date_string, False)
        rv = -1
        if b is not None and len(b) - 1 in (7, 8, 10):
            rv, year, month, day = _iso_parse_date(b, 0, len(b) - 1)
        if rv < 0:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        return cls(year, month, day)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        return cls(*_isoweek_to_gregorian(year, week, day))

    def __repr__(self):
        return f'{self.__class__.__module__}.{self.__class__.__qualname__}({self._year}, {self._month}, {self._day})'

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return '%s %s %2d 00:00:00 %04d' % (_DAYNAMES[weekday - 1], _MONTHNAMES[self._month],
                                           self._day, self._year)

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, self.timetuple())

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError(f'must be str, not {type(fmt).__name__}')
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        return f'{self._year:04d}-{self._month:02d}-{self._day:02d}'

    __str__ = isoformat

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def timetuple(self):
        return _time().struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day, -1))

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def _cmp(self, other):
        y, m, d = self._year, self._month, self._day
        y2, m2, d2 = other._year, other._month, other._day
        return _cmp((y, m, d), (y2, m2, d2))

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            return self._cmp(other) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._year, self._month, self._day))
        return self._hashcode

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= 3652059:
                return type(self).fromordinal(o)
            raise OverflowError('date value out of range')
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            days1 = self.toordinal()
            days2 = other.toordinal()
            return timedelta(days1 - days2)
        return NotImplemented

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        return _IsoCalendarDate(*_isocal(self._year, self._month, self._day))

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _date_of(y, m, d):
    # a date of known-good fields, past __new__'s checks: the module's constants, which
    # every import makes, cost a fifth of it through the checking constructor
    self = object.__new__(date)
    self._year = y
    self._month = m
    self._day = d
    self._hashcode = -1
    return self


date.min = _date_of(1, 1, 1)
date.max = _date_of(9999, 12, 31)
del _date_of
date.resolution = timedelta._from_us(86400000000)


class tzinfo:
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement tzname()')

    def utcoffset(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement utcoffset()')

    def dst(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement dst()')

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt.tzinfo is not self:
            raise ValueError('dt.tzinfo is not self')
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError('fromutc() requires a non-None utcoffset() result')
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError('fromutc() requires a non-None dst() result')
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError('fromutc(): dt.dst gave inconsistent results; cannot convert')
        return dt + dtdst


class time:
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_hashcode', '_fold')

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def _key(self):
        off = self.utcoffset()
        base = (self._hour * 3600 + self._minute * 60 + self._second) * 1000000 + self._microsecond
        if off is not None:
            base -= off._to_us()
        return base

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            return _cmp((self._hour, self._minute, self._second, self._microsecond),
                        (other._hour, other._minute, other._second, other._microsecond))
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        return _cmp(self._key(), other._key())

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, allow_mixed=True) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            if self.utcoffset() is None:
                self._hashcode = hash((self._hour, self._minute, self._second, self._microsecond))
            else:
                self._hashcode = hash(self._key())
        return self._hashcode

    def _tzstr(self):
        return _format_offset(self.utcoffset())

    def __repr__(self):
        if self._microsecond != 0:
            s = ', %d, %d' % (self._second, self._microsecond)
        elif self._second != 0:
            s = ', %d' % self._second
        else:
            s = ''
        s = '%s.%s(%d, %d%s)' % (self.__class__.__module__, self.__class__.__qualname__,
                                 self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ', tzinfo=%r' % self._tzinfo + ')'
        if self._fold:
            s = s[:-1] + ', fold=1)'
        return s

    def isoformat(self, timespec='auto'):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        tz = self._tzstr()
        if tz:
            s += tz
        return s

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        b = _iso_bytes(time_string, False)
        rv = -1
        if b is not None:
            p = 1 if b[0] == 84 else 0  # 'T'
            rv, vals, off, us = _iso_parse_time(b, p, len(b) - 1 - p)
        if rv < 0:
            raise ValueError(f'Invalid isoformat string: {time_string!r}')
        return cls(vals[0], vals[1], vals[2], vals[3], _iso_tzinfo(rv, off, us))

    def strftime(self, fmt):
        timetuple = (1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1)
        return _wrap_strftime(self, fmt, timetuple)

    def __format__(self, fmt):
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(None)
        _check_utc_offset('utcoffset', offset)
        return offset

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(None)

    def dst(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(None)
        _check_utc_offset('dst', offset)
        return offset

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _time_of(hh, mm, ss, us):
    # as _date_of: a naive time of known-good fields, fold 0
    self = object.__new__(time)
    self._hour = hh
    self._minute = mm
    self._second = ss
    self._microsecond = us
    self._tzinfo = None
    self._hashcode = -1
    self._fold = 0
    return self


time.min = _time_of(0, 0, 0, 0)
time.max = _time_of(23, 59, 59, 999999)
del _time_of
time.resolution = timedelta._from_us(1)


class datetime(date):
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold')

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0,
                tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        if isinstance(t, float):
            if t != t:
                raise ValueError('Invalid value NaN (not a number)')
            frac, t = _math_modf(t)
            us = round(frac * 1e6)
            if us >= 1000000:
                t += 1
                us -= 1000000
            elif us < 0:
                t -= 1
                us += 1000000
            t = int(t)
        else:
            us = 0
        days, secs = divmod(t, 86400)
        y, m, d = _ord2ymd(days + 719163)
        hh, rem = divmod(secs, 3600)
        mm, ss = divmod(rem, 60)
        result = cls(y, m, d, hh, mm, ss, us, tz)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo_arg(tz)
        if not isinstance(t, (int, float)):
            raise TypeError(f"'{type(t).__name__}' object cannot be interpreted as an integer")
        result = cls._fromtimestamp(t, tz is not None, None)
        if tz is not None:
            result = tz.fromutc(result.replace(tzinfo=tz))
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time().time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time().time())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time().time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if not isinstance(date, _date_class):
            raise TypeError('combine() argument 1 must be datetime.date, not ' + type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError('combine() argument 2 must be datetime.time, not ' + type(time).__name__)
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second,
                   time.microsecond, tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        b = _iso_bytes(date_string, True) if len(date_string) >= 7 else None
        rv = -1
        vals = [0, 0, 0, 0]
        off = us = 0
        if b is not None:
            n = len(b) - 1
            sep = _iso_separator(b, n)
            if sep >= 0:
                rv, year, month, day = _iso_parse_date(b, 0, sep)
                if rv == 0 and n > sep:
                    rv, vals, off, us = _iso_parse_time(b, sep + 1, n - sep - 1)
        if rv < 0:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        return cls(year, month, day, vals[0], vals[1], vals[2], vals[3], _iso_tzinfo(rv, off, us))

    @classmethod
    def strptime(cls, date_string, format):
        return _strptime_datetime(cls, date_string, format)

    def timetuple(self):
        dst = self.dst()
        if dst is None:
            dst = -1
        elif dst:
            dst = 1
        else:
            dst = 0
        return _time().struct_time((self._year, self._month, self._day, self._hour, self._minute,
                                  self._second, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day, dst))

    def _mktime(self):
        return (self.toordinal() - 719163) * 86400 + self._hour * 3600 + self._minute * 60 + self._second

    def timestamp(self):
        if self._tzinfo is None:
            s = self._mktime()
            return s + self.microsecond / 1e6
        else:
            return (self - _EPOCH).total_seconds()

    def utctimetuple(self):
        offset = self.utcoffset()
        if offset:
            self -= offset
        y, m, d = self.year, self.month, self.day
        hh, mm, ss = self.hour, self.minute, self.second
        return _time().struct_time((y, m, d, hh, mm, ss, self.weekday(),
                                  _days_before_month(y, m) + d, 0))

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        return time(self.hour, self.minute, self.second, self.microsecond, self._tzinfo, fold=self.fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None,
                microsecond=None, tzinfo=True, *, fold=None):
        if year is None:
            year = self.year
        if month is None:
            month = self.month
        if day is None:
            day = self.day
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self.fold
        return type(self)(year, month, day, hour, minute, second, microsecond, tzinfo, fold=fold)

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone(timedelta(0), 'UTC')
        elif not isinstance(tz, tzinfo):
            raise TypeError('tz argument must be an instance of tzinfo')
        mytz = self.tzinfo
        if mytz is None:
            myoffset = timedelta(0)
        else:
            if tz is mytz:
                return self
            myoffset = self.utcoffset()
            if myoffset is None:
                myoffset = timedelta(0)
        if tz is mytz:
            return self
        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return '%s %s %2d %02d:%02d:%02d %04d' % (_DAYNAMES[weekday - 1], _MONTHNAMES[self._month],
                                                  self._day, self._hour, self._minute,
                                                  self._second, self._year)

    def isoformat(self, sep='T', timespec='auto'):
        s = ('%04d-%02d-%02d%c' % (self._year, self._month, self._day, sep) +
             _format_time(self._hour, self._minute, self._second, self._microsecond, timespec))
        off = self.utcoffset()
        tz = _format_offset(off)
        if tz:
            s += tz
        return s

    def __repr__(self):
        L = [self._year, self._month, self._day, self._hour, self._minute, self._second,
             self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = '%s.%s(%s)' % (self.__class__.__module__, self.__class__.__qualname__,
                           ', '.join(map(str, L)))
        if self._tzinfo is not None:
            s = s[:-1] + ', tzinfo=%r' % self._tzinfo + ')'
        if self._fold:
            s = s[:-1] + ', fold=1)'
        return s

    def __str__(self):
        return self.isoformat(sep=' ')

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, self.timetuple())

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        _check_utc_offset('utcoffset', offset)
        return offset

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(self)

    def dst(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(self)
        _check_utc_offset('dst', offset)
        return offset

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            return _cmp((self._year, self._month, self._day, self._hour, self._minute,
                         self._second, self._microsecond),
                        (other._year, other._month, other._day, other._hour, other._minute,
                         other._second, other._microsecond))
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return diff and 1 or 0

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, allow_mixed=True) == 0
        elif not isinstance(other, date):
            return NotImplemented
        return False

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) <= 0
        elif not isinstance(other, date):
            return NotImplemented
        raise TypeError(f"can't compare datetime.datetime to {_tname(other)}")

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) < 0
        elif not isinstance(other, date):
            return NotImplemented
        raise TypeError(f"can't compare datetime.datetime to {_tname(other)}")

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) >= 0
        elif not isinstance(other, date):
            return NotImplemented
        raise TypeError(f"can't compare datetime.datetime to {_tname(other)}")

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) > 0
        elif not isinstance(other, date):
            return NotImplemented
        raise TypeError(f"can't compare datetime.datetime to {_tname(other)}")

    def _to_us(self):
        return ((self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60 + self._second)
                * 1000000 + self._microsecond)

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._to_us() + other._to_us()
        days, rem = divmod(us, 86400000000)
        if not 0 < days <= 3652059:
            raise OverflowError('date value out of range')
        secs, us = divmod(rem, 1000000)
        hh, rem = divmod(secs, 3600)
        mm, ss = divmod(rem, 60)
        y, m, d = _ord2ymd(days)
        return type(self)(y, m, d, hh, mm, ss, us, self._tzinfo)

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented
        base = timedelta._from_us(self._to_us() - other._to_us())
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        if self._hashcode == -1:
            tzoff = self.utcoffset()
            if tzoff is None:
                self._hashcode = hash((self._year, self._month, self._day, self._hour,
                                       self._minute, self._second, self._microsecond))
            else:
                self._hashcode = hash(self._to_us() - tzoff._to_us())
        return self._hashcode


def _datetime_of(y, m, d, hh, mm, ss, us, tz):
    # as _date_of: a datetime of known-good fields, fold 0
    self = object.__new__(datetime)
    self._year = y
    self._month = m
    self._day = d
    self._hour = hh
    self._minute = mm
    self._second = ss
    self._microsecond = us
    self._tzinfo = tz
    self._hashcode = -1
    self._fold = 0
    return self


datetime.min = _datetime_of(1, 1, 1, 0, 0, 0, 0, None)
datetime.max = _datetime_of(9999, 12, 31, 23, 59, 59, 999999, None)
datetime.resolution = timedelta._from_us(1)
_date_class = date
_time_class = time


def _math_modf(x):
    ip = float(int(x))
    return x - ip, ip


_NO_OFFSET = object()


class timezone(tzinfo):
    __slots__ = ('_offset', '_name')

    def __new__(cls, *args, **kwargs):
        if len(args) + len(kwargs) > 2:
            raise TypeError(f'timezone() takes at most 2 arguments ({len(args) + len(kwargs)} given)')
        offset = args[0] if args else kwargs.pop('offset', _NO_OFFSET)
        if offset is _NO_OFFSET:
            raise TypeError("timezone() missing required argument 'offset' (pos 1)")
        name = args[1] if len(args) > 1 else kwargs.pop('name', _NO_OFFSET)
        for k in kwargs:
            raise TypeError(f"timezone() got an unexpected keyword argument '{k}'")
        if name is _NO_OFFSET:
            name = None
        elif not isinstance(name, str):
            raise TypeError(f"timezone() argument 2 must be str, not "
                            f"{'None' if name is None else type(name).__name__}")
        if not isinstance(offset, timedelta):
            raise TypeError(f"timezone() argument 1 must be datetime.timedelta, not {type(offset).__name__}")
        if not _TZ_LOW < offset < _TZ_HIGH:
            raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24) and '
                             f'timedelta(hours=24), not {offset!r}.')
        if name is None and not offset and _UTC_SINGLETON:
            return _UTC_SINGLETON[0]
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _UTC_SINGLETON[0]:
            return 'datetime.timezone.utc'
        if self._name is None:
            return f'{self.__class__.__module__}.{self.__class__.__qualname__}({self._offset!r})'
        return f'{self.__class__.__module__}.{self.__class__.__qualname__}({self._offset!r}, {self._name!r})'

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError(f'utcoffset(dt) argument must be a datetime instance or None, '
                        f'not {type(dt).__name__}')

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError(f'tzname(dt) argument must be a datetime instance or None, '
                        f'not {type(dt).__name__}')

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError(f'dst(dt) argument must be a datetime instance or None, '
                        f'not {type(dt).__name__}')

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError('fromutc: dt.tzinfo is not self')
            return dt + self._offset
        raise TypeError('fromutc: argument must be a datetime')

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return 'UTC'
        if delta < timedelta(0):
            sign = '-'
            delta = -delta
        else:
            sign = '+'
        hours, rest = divmod(delta, timedelta(hours=1))
        minutes, rest = divmod(rest, timedelta(minutes=1))
        seconds = rest.seconds
        microseconds = rest.microseconds
        if microseconds:
            return f'UTC{sign}{hours:02d}:{minutes:02d}:{seconds:02d}.{microseconds:06d}'
        if seconds:
            return f'UTC{sign}{hours:02d}:{minutes:02d}:{seconds:02d}'
        return f'UTC{sign}{hours:02d}:{minutes:02d}'

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _timezone_of(us):
    # a timezone of a known-good offset in microseconds, past __new__'s checks
    self = tzinfo.__new__(timezone)
    self._offset = timedelta._from_us(us)
    self._name = None
    return self


_TZ_LOW = timedelta._from_us(-86400000000)
_TZ_HIGH = timedelta._from_us(86400000000)
_UTC_SINGLETON = [_timezone_of(0)]
timezone.utc = _UTC_SINGLETON[0]
timezone.min = _timezone_of(-(23 * 3600 + 59 * 60) * 1000000)
timezone.max = _timezone_of((23 * 3600 + 59 * 60) * 1000000)
del _timezone_of
UTC = timezone.utc
_EPOCH = _datetime_of(1970, 1, 1, 0, 0, 0, 0, timezone.utc)
del _datetime_of


def _strptime_datetime(cls, data_string, format):
    for index, arg in enumerate((data_string, format)):
        if not isinstance(arg, str):
            raise TypeError(f'strptime() argument {index + 1} must be str, '
                            f"not {'None' if arg is None else _tname(arg)}")
    tt, fraction, gmtoff_fraction = _strptime(data_string, format)
    tzname, gmtoff = tt[-2:]
    args = tt[:6] + (fraction,)
    if gmtoff is not None:
        delta = timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
        args += (timezone(delta, tzname) if tzname else timezone(delta),)
    return cls(*args)


def _names_re(names, directive):
    names = sorted(names, key=len, reverse=True)
    if all(n == '' for n in names):
        return ''
    import re
    return f'(?P<{directive}>' + '|'.join(re.escape(n) for n in names) + ')'


_STRPTIME_RE = {
    'd': r'(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'W': r'(?P<W>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    '%': '%',
}
_STRPTIME_LOCALE = {'c': '%a %b %d %H:%M:%S %Y', 'x': '%m/%d/%y', 'X': '%H:%M:%S'}
_strptime_cache = {}


def _strptime_pattern(fmt):
    # the regular expression of a strptime format (C locale); KeyError names a bad directive
    import re
    fmt = re.sub(r'([\\.^$*+?\(\){}\[\]|])', r'\\\1', fmt)
    fmt = re.sub(r'\s+', r'\\s+', fmt)
    out = []
    while '%' in fmt:
        k = fmt.index('%') + 1
        out.append(fmt[:k - 1])
        d = fmt[k]
        if d in _STRPTIME_RE:
            out.append(_STRPTIME_RE[d])
        elif d in _STRPTIME_LOCALE:
            out.append(_strptime_pattern(_STRPTIME_LOCALE[d]))
        elif d in 'aAbBpZ':
            if d in 'aA':
                names = _DAYNAMES if d == 'a' else _FULLDAYNAMES
            elif d in 'bB':
                names = (_MONTHNAMES if d == 'b' else _FULLMONTHNAMES)[1:]
            elif d == 'p':
                names = ['AM', 'PM']
            else:
                names = ['utc', 'gmt'] + [n.lower() for n in _time().tzname]
            out.append(_names_re([n.lower() for n in names], d))
        else:
            raise KeyError(d)
        fmt = fmt[k + 1:]
    return ''.join(out) + fmt


def _julian_from_week(year, week, weekday, monday_first):
    first = date(year, 1, 1).weekday()
    if not monday_first:
        first = (first + 1) % 7
        weekday = (weekday + 1) % 7
    if week == 0:
        return 1 + weekday - first
    return 1 + (7 - first) % 7 + 7 * (week - 1) + weekday


def _julian_from_iso(iso_year, iso_week, iso_weekday):
    ordinal = iso_week * 7 + iso_weekday - (date(iso_year, 1, 4).isoweekday() + 3)
    if ordinal < 1:
        ordinal += date(iso_year, 1, 1).toordinal()
        iso_year -= 1
        ordinal -= date(iso_year, 1, 1).toordinal()
    return iso_year, ordinal


def _strptime(data_string, format):
    # ((year, month, day, hour, minute, second, weekday, julian, isdst, zone, gmtoff),
    #  microseconds, offset microseconds), as CPython's _strptime
    import re
    regex = _strptime_cache.get(format)
    if regex is None:
        try:
            pattern = _strptime_pattern(format)
        except KeyError as err:
            bad = err.args[0]
            if bad == '\\':
                bad = '%'
            raise ValueError(f"'{bad}' is a bad directive in format '{format}'") from None
        except IndexError:
            raise ValueError(f"stray % in format '{format}'") from None
        regex = re.compile(pattern, re.IGNORECASE)
        if len(_strptime_cache) > 5:
            _strptime_cache.clear()
        _strptime_cache[format] = regex
    found = regex.match(data_string)
    if not found:
        raise ValueError(f'time data {data_string!r} does not match format {format!r}')
    if len(data_string) != found.end():
        raise ValueError(f'unconverted data remains: {data_string[found.end():]}')
    iso_year = year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = -1
    gmtoff = None
    gmtoff_fraction = 0
    iso_week = week_of_year = week_start = weekday = julian = None
    fd = found.groupdict()
    for key in fd:
        v = fd[key]
        if key == 'y':
            year = int(v)
            year += 2000 if year <= 68 else 1900
        elif key == 'Y':
            year = int(v)
        elif key == 'G':
            iso_year = int(v)
        elif key == 'm':
            month = int(v)
        elif key == 'B':
            month = [n.lower() for n in _FULLMONTHNAMES[1:]].index(v.lower()) + 1
        elif key == 'b':
            month = [n.lower() for n in _MONTHNAMES[1:]].index(v.lower()) + 1
        elif key == 'd':
            day = int(v)
        elif key == 'H':
            hour = int(v)
        elif key == 'I':
            hour = int(v)
            ampm = (fd.get('p') or '').lower()
            if ampm in ('', 'am'):
                if hour == 12:
                    hour = 0
            elif ampm == 'pm' and hour != 12:
                hour += 12
        elif key == 'M':
            minute = int(v)
        elif key == 'S':
            second = int(v)
        elif key == 'f':
            fraction = int(v + '0' * (6 - len(v)))
        elif key == 'A':
            weekday = [n.lower() for n in _FULLDAYNAMES].index(v.lower())
        elif key == 'a':
            weekday = [n.lower() for n in _DAYNAMES].index(v.lower())
        elif key == 'w':
            weekday = int(v)
            weekday = 6 if weekday == 0 else weekday - 1
        elif key == 'u':
            weekday = int(v) - 1
        elif key == 'j':
            julian = int(v)
        elif key == 'U' or key == 'W':
            week_of_year = int(v)
            week_start = 6 if key == 'U' else 0
        elif key == 'V':
            iso_week = int(v)
        elif key == 'z':
            z = v
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            raise ValueError(f'Inconsistent use of : in {v}')
                        z = z[:5] + z[6:]
                gmtoff = int(z[1:3]) * 3600 + int(z[3:5]) * 60 + int(z[5:7] or 0)
                rest = z[8:]
                gmtoff_fraction = int(rest + '0' * (6 - len(rest)))
                if z.startswith('-'):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif key == 'Z':
            zone = v.lower()
            if zone in ('utc', 'gmt', _time().tzname[0].lower()):
                tz = 0
            elif _time().daylight and zone == _time().tzname[1].lower():
                tz = 1
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive "
                             "'%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year "
                             "directive '%G'. Use '%Y' instead.")
    elif week_of_year is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive "
                             "'%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive "
                         "'%Y'. Use the ISO year '%G' instead.")
    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_year_fix = True
    elif year is None:
        year = 1900
    if julian is None and weekday is not None:
        if week_of_year is not None:
            julian = _julian_from_week(year, week_of_year, weekday, week_start == 0)
        elif iso_year is not None and iso_week is not None:
            year, julian = _julian_from_iso(iso_year, iso_week, weekday + 1)
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365
    if julian is None:
        julian = date(year, month, day).toordinal() - date(year, 1, 1).toordinal() + 1
    else:
        d = date.fromordinal(julian - 1 + date(year, 1, 1).toordinal())
        year, month, day = d.year, d.month, d.day
    if weekday is None:
        weekday = date(year, month, day).weekday()
    if leap_year_fix:
        year = 1900
    return ((year, month, day, hour, minute, second, weekday, julian, tz, fd.get('Z'), gmtoff),
            fraction, gmtoff_fraction)

# CPython's C types among this module's classes: their messages name them "module.name"
# (the loader, mt_type_qualify_names in monty/obj_type.c, reads and drops this tuple)
_c_type_names = ('date', 'time', 'datetime', 'timedelta', 'timezone', 'tzinfo')
