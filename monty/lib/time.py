# time: struct_time, strftime, strptime and friends over the C clock. The Python part of the
# module (monty/modules/mod_time.c holds the C part). Compiled at build time into frozen tables
# (monty/tools/freeze.c) and run at import: see HACKING.md.

from collections import _tuplegetter

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')
_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday', 'tm_yday',
           'tm_isdst')


class struct_time(tuple):
    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        t = tuple(seq)
        if len(t) < 9:
            raise TypeError(f'time.struct_time() takes an at least 9-sequence ({len(t)}-sequence given)')
        if len(t) > 11:
            raise TypeError(f'time.struct_time() takes an at most 11-sequence ({len(t)}-sequence given)')
        self = tuple.__new__(cls, t[:9])
        self._extra = t[9:] + (None, None)
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


for _i, _name in enumerate(_FIELDS):
    setattr(struct_time, _name, _tuplegetter(_i, None))
del _i, _name
struct_time.__module__ = 'time'


def _civil(days):
    # days since 1970-01-01 -> (year, month, day)
    z = days + 719468
    era = (z if z >= 0 else z - 146096) // 146097
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
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def gmtime(secs=None):
    if secs is None:
        secs = time()
    if not isinstance(secs, (int, float)):
        raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as an integer")
    secs = int(secs // 1) if isinstance(secs, float) else secs
    days, rem = divmod(secs, 86400)
    y, m, d = _civil(days)
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


def mktime(t):
    t = tuple(t)
    if len(t) != 9:
        raise TypeError('mktime(): illegal time tuple argument')
    y, m, d, hh, mi, ss = t[:6]
    return float(_days_from_civil(y, m, d) * 86400 + hh * 3600 + mi * 60 + ss)


calendar_timegm = mktime


class _UTCInfo:
    microsecond = 0

    def utcoffset(self):
        import datetime
        return datetime.timedelta(0)

    def tzname(self):
        return 'UTC'


def strftime(format, t=None):
    import datetime
    if t is None:
        t = localtime()
    t = tuple(t)
    if len(t) != 9:
        raise TypeError('strftime(): illegal time tuple argument')
    return datetime._wrap_strftime(_UTCInfo(), format, t)


_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']


def asctime(t=None):
    if t is None:
        t = localtime()
    t = tuple(t)
    return f'{_DAYS[t[6]]} {_MONTHS[t[1] - 1]} {t[2]:2d} {t[3]:02d}:{t[4]:02d}:{t[5]:02d} {t[0]}'


def ctime(secs=None):
    return asctime(localtime(secs))


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    import datetime
    vals = datetime._strptime(string, format)
    y, m, d, hh, mi, ss = vals[:6]
    days = _days_from_civil(y, m, d)
    return struct_time((y, m, d, hh, mi, ss, (days + 3) % 7,
                        days - _days_from_civil(y, 1, 1) + 1, -1))


def get_clock_info(name):
    raise ValueError('unknown clock')
