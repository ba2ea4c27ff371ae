/* The time module: time, monotonic, perf_counter, sleep through the host; gmtime, strftime,
 * struct_time (Python part run at first import). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/compile.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The module body, in Python: run once into the module dict on first import.
static const char time_src[] =
    "from collections import _TupleBase, _nt_setup\n"
    "\n"
    "timezone = 0\n"
    "altzone = 0\n"
    "daylight = 0\n"
    "tzname = ('UTC', 'UTC')\n"
    "_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday', 'tm_yday',\n"
    "           'tm_isdst')\n"
    "\n"
    "\n"
    "def _struct_time_new(cls, seq):\n"
    "    t = tuple(seq)\n"
    "    if len(t) < 9:\n"
    "        raise TypeError(f'time.struct_time() takes an at least 9-sequence ({len(t)}-sequence given)')\n"
    "    if len(t) > 11:\n"
    "        raise TypeError(f'time.struct_time() takes an at most 11-sequence ({len(t)}-sequence given)')\n"
    "    self = object.__new__(cls)\n"
    "    object.__setattr__(self, '_t', t[:9])\n"
    "    object.__setattr__(self, '_zone', None)\n"
    "    return self\n"
    "\n"
    "\n"
    "class struct_time(_TupleBase):\n"
    "    __slots__ = ('_zone',)\n"
    "\n"
    "    @property\n"
    "    def tm_zone(self):\n"
    "        return self._zone\n"
    "\n"
    "    @property\n"
    "    def tm_gmtoff(self):\n"
    "        return None if self._zone is None else 0\n"
    "\n"
    "    def __repr__(self):\n"
    "        return 'time.struct_time(' + ', '.join(f'{k}={v!r}' for k, v in zip(_FIELDS, self._t)) + ')'\n"
    "\n"
    "\n"
    "_nt_setup(struct_time, 'struct_time', _FIELDS, {})\n"
    "struct_time.__new__ = staticmethod(_struct_time_new)\n"
    "struct_time.__module__ = 'time'\n"
    "\n"
    "\n"
    "def _civil(days):\n"
    "    # days since 1970-01-01 -> (year, month, day)\n"
    "    z = days + 719468\n"
    "    era = (z if z >= 0 else z - 146096) // 146097\n"
    "    doe = z - era * 146097\n"
    "    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365\n"
    "    y = yoe + era * 400\n"
    "    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)\n"
    "    mp = (5 * doy + 2) // 153\n"
    "    d = doy - (153 * mp + 2) // 5 + 1\n"
    "    m = mp + 3 if mp < 10 else mp - 9\n"
    "    return (y + 1 if m <= 2 else y), m, d\n"
    "\n"
    "\n"
    "def _days_from_civil(y, m, d):\n"
    "    y -= m <= 2\n"
    "    era = (y if y >= 0 else y - 399) // 400\n"
    "    yoe = y - era * 400\n"
    "    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1\n"
    "    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy\n"
    "    return era * 146097 + doe - 719468\n"
    "\n"
    "\n"
    "def gmtime(secs=None):\n"
    "    if secs is None:\n"
    "        secs = time()\n"
    "    if not isinstance(secs, (int, float)):\n"
    "        raise TypeError(f\"'{type(secs).__name__}' object cannot be interpreted as an integer\")\n"
    "    secs = int(secs // 1) if isinstance(secs, float) else secs\n"
    "    days, rem = divmod(secs, 86400)\n"
    "    y, m, d = _civil(days)\n"
    "    hh, rem = divmod(rem, 3600)\n"
    "    mi, ss = divmod(rem, 60)\n"
    "    wday = (days + 3) % 7\n"
    "    yday = days - _days_from_civil(y, 1, 1) + 1\n"
    "    r = struct_time((y, m, d, hh, mi, ss, wday, yday, 0))\n"
    "    object.__setattr__(r, '_zone', 'UTC')\n"
    "    return r\n"
    "\n"
    "\n"
    "localtime = gmtime\n"
    "\n"
    "\n"
    "def mktime(t):\n"
    "    t = tuple(t)\n"
    "    if len(t) != 9:\n"
    "        raise TypeError('mktime(): illegal time tuple argument')\n"
    "    y, m, d, hh, mi, ss = t[:6]\n"
    "    return float(_days_from_civil(y, m, d) * 86400 + hh * 3600 + mi * 60 + ss)\n"
    "\n"
    "\n"
    "calendar_timegm = mktime\n"
    "\n"
    "\n"
    "class _UTCInfo:\n"
    "    microsecond = 0\n"
    "\n"
    "    def utcoffset(self):\n"
    "        import datetime\n"
    "        return datetime.timedelta(0)\n"
    "\n"
    "    def tzname(self):\n"
    "        return 'UTC'\n"
    "\n"
    "\n"
    "def strftime(format, t=None):\n"
    "    import datetime\n"
    "    if t is None:\n"
    "        t = localtime()\n"
    "    t = tuple(t)\n"
    "    if len(t) != 9:\n"
    "        raise TypeError('strftime(): illegal time tuple argument')\n"
    "    return datetime._wrap_strftime(_UTCInfo(), format, t)\n"
    "\n"
    "\n"
    "_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']\n"
    "_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']\n"
    "\n"
    "\n"
    "def asctime(t=None):\n"
    "    if t is None:\n"
    "        t = localtime()\n"
    "    t = tuple(t)\n"
    "    return f'{_DAYS[t[6]]} {_MONTHS[t[1] - 1]} {t[2]:2d} {t[3]:02d}:{t[4]:02d}:{t[5]:02d} {t[0]}'\n"
    "\n"
    "\n"
    "def ctime(secs=None):\n"
    "    return asctime(localtime(secs))\n"
    "\n"
    "\n"
    "def strptime(string, format='%a %b %d %H:%M:%S %Y'):\n"
    "    import datetime\n"
    "    vals = datetime._strptime(string, format)\n"
    "    y, m, d, hh, mi, ss = vals[:6]\n"
    "    days = _days_from_civil(y, m, d)\n"
    "    return struct_time((y, m, d, hh, mi, ss, (days + 3) % 7,\n"
    "                        days - _days_from_civil(y, 1, 1) + 1, -1))\n"
    "\n"
    "\n"
    "def get_clock_info(name):\n"
    "    raise ValueError('unknown clock')\n";

static double
host_clock(mt_state *st, int which)
{
    if (!st->host.clock) {
        return 0.0;
    }
    return st->host.clock(st->host.ctx, which);
}

static mt_obj *
time_time(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_float_new(st, host_clock(st, MONTY_CLOCK_REALTIME));
}

static mt_obj *
time_time_ns(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_int_from_i64(st, (int64_t)(host_clock(st, MONTY_CLOCK_REALTIME) * 1e9));
}

static mt_obj *
time_monotonic(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_float_new(st, host_clock(st, MONTY_CLOCK_MONOTONIC));
}

static mt_obj *
time_monotonic_ns(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_int_from_i64(st, (int64_t)(host_clock(st, MONTY_CLOCK_MONOTONIC) * 1e9));
}

static mt_obj *
time_sleep(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double secs;
    if (!mt_int_check(args[0]) && !mt_isinst(args[0], &mt_type_float)) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                        mt_type_name(args[0]));
    }
    if (mt_number_as_double(st, args[0], &secs) < 0) {
        return NULL;
    }
    if (secs != secs) {
        return mt_raise(st, MT_EXC(ValueError), "Invalid value NaN (not a number)");
    }
    if (secs < 0) {
        return mt_raise(st, MT_EXC(ValueError), "sleep length must be non-negative");
    }
    if (!st->host.sleep) {
        return MT_NONE;
    }
    monty_error err;
    memset(&err, 0, sizeof err);
    mt_buf_init(st, &err.message);
    if (st->host.sleep(st->host.ctx, secs, &err) < 0) {
        mt_exc_from_host(st, &err);
        return NULL;
    }
    cm_buf_free(&err.message);
    // a sleep cut short by Ctrl-C raises its KeyboardInterrupt here, as CPython's does
    if (atomic_load(&st->interrupt) && mt_deadline_check(st) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static const mt_method time_methods[] = {
    {"time", time_time, MT_ARGS(0, 0) | MT_NOSELF},
    {"time_ns", time_time_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"monotonic", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"monotonic_ns", time_monotonic_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"perf_counter", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"perf_counter_ns", time_monotonic_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"process_time", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"process_time_ns", time_monotonic_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"thread_time", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"sleep", time_sleep, MT_ARGS(1, 1) | MT_NOSELF},
    {NULL, NULL, 0}};

static int
time_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    mt_code *co =
        mt_compile_source(st, time_src, sizeof time_src - 1, "<frozen time>", MT_PARSE_FILE);
    if (!co) {
        return -1;
    }
    mt_obj *r = mt_vm_run_code(st, co, d, d);
    MT_DECREF(co);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return 0;
}

const mt_module_def mt_module_time = {"time", time_methods, time_init};
