# datetime: date, time, datetime, timedelta, timezone with CPython's arithmetic. The Python part
# of the module (monty/modules/mod_datetime.c holds the C part). Compiled at build time into
# frozen tables (monty/tools/freeze.c) and run at import: see HACKING.md.

import time as _time
from collections import _TupleBase, _nt_setup

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
    out = []
    i = 0
    n = len(fmt)
    year, month, day, hour, minute, second, wday, yday = timetuple[:8]
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != '%':
            out.append(ch)
            continue
        if i >= n:
            out.append('%')
            break
        ch = fmt[i]
        i += 1
        pad = True
        if ch == '-' and i < n:
            pad = False
            ch = fmt[i]
            i += 1

        def num(v, w):
            return f'{v:0{w}d}' if pad else str(v)

        if ch == 'Y':
            out.append(str(year))
        elif ch == 'y':
            out.append(num(year % 100, 2))
        elif ch == 'm':
            out.append(num(month, 2))
        elif ch == 'd':
            out.append(num(day, 2))
        elif ch == 'e':
            out.append(f'{day:2d}')
        elif ch == 'H':
            out.append(num(hour, 2))
        elif ch == 'I':
            out.append(num(hour % 12 or 12, 2))
        elif ch == 'M':
            out.append(num(minute, 2))
        elif ch == 'S':
            out.append(num(second, 2))
        elif ch == 'f':
            out.append(f'{getattr(obj, "microsecond", 0):06d}')
        elif ch == 'p':
            out.append('AM' if hour < 12 else 'PM')
        elif ch == 'a':
            out.append(_DAYNAMES[wday])
        elif ch == 'A':
            out.append(_FULLDAYNAMES[wday])
        elif ch == 'w':
            out.append(str((wday + 1) % 7))
        elif ch == 'u':
            out.append(str(wday + 1))
        elif ch == 'b' or ch == 'h':
            out.append(_MONTHNAMES[month])
        elif ch == 'B':
            out.append(_FULLMONTHNAMES[month])
        elif ch == 'j':
            out.append(num(yday, 3))
        elif ch == 'U':
            out.append(num((yday + 6 - (wday + 1) % 7) // 7, 2))
        elif ch == 'W':
            out.append(num((yday + 6 - wday) // 7, 2))
        elif ch == 'G' or ch == 'V':
            iy, iw, _ = _isocal(year, month, day)
            out.append(str(iy) if ch == 'G' else num(iw, 2))
        elif ch == 'z':
            off = obj.utcoffset() if hasattr(obj, 'utcoffset') else None
            out.append(_format_offset(off, '') if off is not None else '')
        elif ch == 'Z':
            name = obj.tzname() if hasattr(obj, 'tzname') else None
            out.append(name or '')
        elif ch == 'c':
            out.append(f'{_DAYNAMES[wday]} {_MONTHNAMES[month]} {day:2d} {hour:02d}:{minute:02d}:{second:02d} {year:04d}')
        elif ch == 'x':
            out.append(f'{month:02d}/{day:02d}/{year % 100:02d}')
        elif ch == 'X':
            out.append(f'{hour:02d}:{minute:02d}:{second:02d}')
        elif ch == 'D':
            out.append(f'{month:02d}/{day:02d}/{year % 100:02d}')
        elif ch == 'F':
            out.append(f'{year:04d}-{month:02d}-{day:02d}')
        elif ch == 'T':
            out.append(f'{hour:02d}:{minute:02d}:{second:02d}')
        elif ch == 'R':
            out.append(f'{hour:02d}:{minute:02d}')
        elif ch == 'n':
            out.append('\n')
        elif ch == 't':
            out.append('\t')
        elif ch == '%':
            out.append('%')
        else:
            out.append('%' + ch)
    return ''.join(out)


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


def _isoweek_to_gregorian(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f'Year is out of range: {year}')
    if not 0 < week < 53:
        out_of_range = True
        if week == 53:
            first_weekday = _ymd2ord(year, 1, 1) % 7
            if (first_weekday == 4 or (first_weekday == 3 and _is_leap(year))):
                out_of_range = False
        if out_of_range:
            raise ValueError(f'Invalid week: {week}')
    if not 0 < day < 8:
        raise ValueError(f'Invalid weekday: {day} (range is [1, 7])')
    day_offset = (week - 1) * 7 + (day - 1)
    day_1 = _isoweek1monday(year)
    ord_day = day_1 + day_offset
    return _ord2ymd(ord_day)


class timedelta:
    __slots__ = ('_days', '_seconds', '_microseconds', '_hashcode')

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        total = 0
        frac = 0.0
        for value, unit in ((days, 86400000000), (weeks, 604800000000), (hours, 3600000000),
                            (minutes, 60000000), (seconds, 1000000), (milliseconds, 1000),
                            (microseconds, 1)):
            if isinstance(value, int):
                total += value * unit
            elif isinstance(value, float):
                if value != value or value in (float('inf'), float('-inf')):
                    raise ValueError('cannot convert float NaN to integer' if value != value
                                     else 'cannot convert float infinity to integer')
                ip = int(value)
                total += ip * unit
                frac += (value - ip) * unit
            else:
                raise TypeError(f'unsupported type for timedelta {_ARGNAMES[unit]} component: '
                                f'{type(value).__name__}')
        if frac:
            total += round(frac)
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
        if other == 0:
            raise ZeroDivisionError('division by zero')
        if isinstance(other, int):
            return timedelta._from_us(_divide_and_round(usec, other))
        a, b = other.as_integer_ratio()
        return timedelta._from_us(_divide_and_round(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
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
timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class IsoCalendarDate(_TupleBase):
    __slots__ = ()

    def __repr__(self):
        return f'datetime.{self.__class__.__name__}(year={self[0]}, week={self[1]}, weekday={self[2]})'


_nt_setup(IsoCalendarDate, 'IsoCalendarDate', ('year', 'week', 'weekday'), {})
IsoCalendarDate.__module__ = 'datetime'


def _parse_isoformat_date(dtstr):
    n = len(dtstr)
    if n not in (7, 8, 10):
        raise ValueError
    if not dtstr[:4].isdigit():
        raise ValueError
    year = int(dtstr[0:4])
    has_sep = dtstr[4] == '-'
    pos = 4 + has_sep
    if dtstr[pos:pos + 1] == 'W':
        pos += 1
        weekno = int(dtstr[pos:pos + 2])
        pos += 2
        dayno = 1
        if len(dtstr) > pos:
            if (dtstr[pos:pos + 1] == '-') != has_sep:
                raise ValueError
            pos += has_sep
            dayno = int(dtstr[pos:pos + 1])
        return list(_isoweek_to_gregorian(year, weekno, dayno))
    mstr = dtstr[pos:pos + 2]
    if not mstr.isdigit() or len(mstr) != 2:
        raise ValueError
    month = int(mstr)
    pos += 2
    if (dtstr[pos:pos + 1] == '-') != has_sep:
        raise ValueError
    pos += has_sep
    dstr = dtstr[pos:pos + 2]
    if not dstr.isdigit() or len(dstr) != 2 or pos + 2 != n:
        raise ValueError
    return [year, month, int(dstr)]


def _parse_hh_mm_ss_ff(tstr):
    len_str = len(tstr)
    time_comps = [0, 0, 0, 0]
    pos = 0
    for comp in range(0, 3):
        if (len_str - pos) < 2:
            raise ValueError('Incomplete time component')
        part = tstr[pos:pos + 2]
        if not part.isdigit():
            raise ValueError
        time_comps[comp] = int(part)
        pos += 2
        next_char = tstr[pos:pos + 1]
        if comp == 0:
            has_sep = next_char == ':'
        if not next_char or comp >= 2:
            break
        if has_sep and next_char != ':':
            raise ValueError('Invalid time separator: %c' % next_char)
        pos += has_sep
    if pos < len_str:
        if tstr[pos] not in '.,':
            raise ValueError('Invalid microsecond component')
        pos += 1
        len_remainder = len_str - pos
        if len_remainder >= 6:
            to_parse = 6
        else:
            to_parse = len_remainder
        frac = tstr[pos:pos + to_parse]
        if not frac.isdigit() or not frac:
            raise ValueError
        time_comps[3] = int(frac)
        if to_parse < 6:
            time_comps[3] *= [100000, 10000, 1000, 100, 10, 1][to_parse - 1] * 1
            time_comps[3] = int(frac.ljust(6, '0'))
        if (len_remainder > to_parse and not tstr[pos + to_parse:].isdigit()):
            raise ValueError('Non-digit values in unparsed fraction')
    return time_comps


def _parse_isoformat_time(tstr):
    len_str = len(tstr)
    if len_str < 2:
        raise ValueError('Isoformat time too short')
    tz_pos = -1
    for i, c in enumerate(tstr):
        if c in '-+Z':
            tz_pos = i + 1
            break
    timestr = tstr[:tz_pos - 1] if tz_pos > 0 else tstr
    time_comps = _parse_hh_mm_ss_ff(timestr)
    tzi = None
    if tz_pos == len_str and tstr[-1] == 'Z':
        tzi = timezone.utc
    elif tz_pos > 0:
        tzstr = tstr[tz_pos:]
        if len(tzstr) in (0, 1, 3):
            raise ValueError('Malformed time zone string')
        tz_comps = _parse_hh_mm_ss_ff(tzstr)
        if all(x == 0 for x in tz_comps):
            tzi = timezone.utc
        else:
            tzsign = -1 if tstr[tz_pos - 1] == '-' else 1
            td = timedelta(hours=tz_comps[0], minutes=tz_comps[1], seconds=tz_comps[2],
                           microseconds=tz_comps[3])
            tzi = timezone(tzsign * td)
    time_comps.append(tzi)
    return time_comps


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
        y, m, d, hh, mm, ss, weekday, jday, dst = _time.gmtime(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        if len(date_string) not in (7, 8, 10):
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        try:
            return cls(*_parse_isoformat_date(date_string))
        except Exception:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')

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
        return _time.struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(),
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
        return IsoCalendarDate(*_isocal(self._year, self._month, self._day))

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class tzinfo:
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError('tzinfo subclass must override tzname()')

    def utcoffset(self, dt):
        raise NotImplementedError('tzinfo subclass must override utcoffset()')

    def dst(self, dt):
        raise NotImplementedError('tzinfo subclass must override dst()')

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc() requires a datetime argument')
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
        try:
            s = time_string[1:] if time_string.startswith('T') else time_string
            return cls(*_parse_isoformat_time(s))
        except Exception:
            raise ValueError(f'Invalid isoformat string: {time_string!r}')

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


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


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
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

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
        if len(date_string) < 7:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        try:
            separator_location = _find_isoformat_datetime_separator(date_string)
            dstr = date_string[0:separator_location]
            tstr = date_string[(separator_location + 1):]
            date_components = _parse_isoformat_date(dstr)
            if tstr:
                time_components = _parse_isoformat_time(tstr)
            else:
                time_components = [0, 0, 0, 0, None]
            if time_components[0] == 24 and all(c == 0 for c in time_components[1:4]):
                time_components[0] = 0
                d = date(*date_components) + timedelta(days=1)
                date_components = [d.year, d.month, d.day]
            return cls(*(date_components + time_components))
        except Exception:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')

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
        return _time.struct_time((self._year, self._month, self._day, self._hour, self._minute,
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
        return _time.struct_time((y, m, d, hh, mm, ss, self.weekday(),
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


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
_date_class = date
_time_class = time


def _math_modf(x):
    ip = float(int(x))
    return x - ip, ip


def _find_isoformat_datetime_separator(dtstr):
    len_dtstr = len(dtstr)
    if len_dtstr == 7:
        return 7
    assert len_dtstr > 7
    date_separator = '-'
    week_indicator = 'W'
    if dtstr[4] == date_separator:
        if dtstr[5] == week_indicator:
            if len_dtstr < 8:
                raise ValueError('Invalid ISO string')
            if len_dtstr > 8 and dtstr[8] == date_separator:
                if len_dtstr == 9:
                    raise ValueError('Invalid ISO string')
                if len_dtstr > 10 and dtstr[10].isdigit():
                    return 8
                return 10
            else:
                return 8
        else:
            return 10
    else:
        if dtstr[4] == week_indicator:
            idx = 7
            while idx < len_dtstr:
                if not dtstr[idx].isdigit():
                    break
                idx += 1
            if idx < 9:
                return idx
            if idx % 2 == 0:
                return 7
            else:
                return 8
        else:
            return 8


class timezone(tzinfo):
    __slots__ = ('_offset', '_name')

    def __new__(cls, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError(f"timezone() argument 1 must be datetime.timedelta, not {type(offset).__name__}")
        if name is not None and not isinstance(name, str):
            raise TypeError(f"timezone() argument 2 must be str, not {type(name).__name__}")
        if not -timedelta(hours=24) < offset < timedelta(hours=24):
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
        raise TypeError('utcoffset() argument must be a datetime instance or None')

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError('tzname() argument must be a datetime instance or None')

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError('dst() argument must be a datetime instance or None')

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError('fromutc: dt.tzinfo is not self')
            return dt + self._offset
        raise TypeError('fromutc() argument must be a datetime instance or None')

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


_UTC_SINGLETON = []
_UTC_SINGLETON.append(timezone(timedelta(0)))
timezone.utc = _UTC_SINGLETON[0]
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def _strptime_datetime(cls, data_string, format):
    if not isinstance(data_string, str):
        raise TypeError(f'strptime() argument 1 must be str, not {type(data_string).__name__}')
    if not isinstance(format, str):
        raise TypeError(f'strptime() argument 2 must be str, not {type(format).__name__}')
    vals = _strptime(data_string, format)
    tz = vals.pop()
    args = vals[:7]
    if tz is not None:
        args.append(tz)
    return cls(*args)


def _strptime(s, fmt):
    year, month, day, hour, minute, second, us = 1900, 1, 1, 0, 0, 0, 0
    hour12 = None
    ampm = None
    tz = None
    yday = None
    i = 0
    j = 0
    n = len(s)

    def fail():
        raise ValueError(f"time data {s!r} does not match format {fmt!r}")

    def digits(lo, hi):
        nonlocal i
        k = i
        while k < n and k - i < hi and s[k].isdigit():
            k += 1
        if k - i < lo:
            fail()
        v = int(s[i:k])
        i = k
        return v

    def word(names):
        nonlocal i
        low = s[i:].lower()
        best = -1
        bestlen = 0
        for idx, nm in enumerate(names):
            if nm and low.startswith(nm.lower()) and len(nm) > bestlen:
                best = idx
                bestlen = len(nm)
        if best < 0:
            fail()
        i += bestlen
        return best

    while j < len(fmt):
        c = fmt[j]
        j += 1
        if c != '%':
            if c.isspace():
                while i < n and s[i].isspace():
                    i += 1
                continue
            if i >= n or s[i] != c:
                fail()
            i += 1
            continue
        if j >= len(fmt):
            raise ValueError("stray % in format '%s'" % fmt)
        d = fmt[j]
        j += 1
        if d == '-' and j < len(fmt):
            d = fmt[j]
            j += 1
        if d == 'Y':
            year = digits(4, 4)
        elif d == 'y':
            year = digits(2, 2)
            year += 2000 if year < 69 else 1900
        elif d == 'm':
            month = digits(1, 2)
            if not 1 <= month <= 12:
                fail()
        elif d == 'd':
            day = digits(1, 2)
            if not 1 <= day <= 31:
                fail()
        elif d == 'H':
            hour = digits(1, 2)
            if hour > 23:
                fail()
        elif d == 'I':
            hour12 = digits(1, 2)
            if not 1 <= hour12 <= 12:
                fail()
        elif d == 'M':
            minute = digits(1, 2)
            if minute > 59:
                fail()
        elif d == 'S':
            second = digits(1, 2)
            if second > 61:
                fail()
        elif d == 'f':
            k = i
            v = digits(1, 6)
            us = int(s[k:i].ljust(6, '0'))
        elif d == 'j':
            yday = digits(1, 3)
        elif d == 'p':
            ampm = word(['AM', 'PM'])
        elif d == 'b' or d == 'h':
            month = word(_MONTHNAMES[1:]) + 1
        elif d == 'B':
            month = word(_FULLMONTHNAMES[1:]) + 1
        elif d == 'a':
            word(_DAYNAMES)
        elif d == 'A':
            word(_FULLDAYNAMES)
        elif d == 'z':
            if i < n and s[i] == 'Z':
                i += 1
                tz = timezone.utc
            else:
                if i >= n or s[i] not in '+-':
                    fail()
                sign = -1 if s[i] == '-' else 1
                i += 1
                hh = digits(2, 2)
                if i < n and s[i] == ':':
                    i += 1
                mm = digits(2, 2)
                ss = 0
                if i < n and s[i] == ':':
                    i += 1
                    ss = digits(2, 2)
                elif i + 1 < n and s[i].isdigit() and s[i + 1].isdigit():
                    ss = digits(2, 2)
                tz = timezone(sign * timedelta(hours=hh, minutes=mm, seconds=ss))
        elif d == 'Z':
            word(['UTC', 'GMT'])
        elif d == '%':
            if i >= n or s[i] != '%':
                fail()
            i += 1
        else:
            raise ValueError(f"{d!r} is a bad directive in format {'%' + d!r}")
    if i < n:
        raise ValueError(f'unconverted data remains: {s[i:]}')
    if hour12 is not None:
        hour = hour12 % 12
        if ampm == 1:
            hour += 12
    elif ampm is not None and hour12 is None:
        pass
    if yday is not None:
        dd = date(year, 1, 1) + timedelta(days=yday - 1)
        month, day = dd.month, dd.day
    if day > _days_in_month(year, month):
        raise ValueError('day is out of range for month')
    return [year, month, day, hour, minute, second, us, tz]
