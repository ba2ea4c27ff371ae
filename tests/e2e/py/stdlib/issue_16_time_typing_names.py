# issue 16: the time clock_* names and get_clock_info, typing ParamSpecArgs/Kwargs, Pattern/Match, clear_overloads
import time, typing
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)
t('consts', lambda: (time.CLOCK_REALTIME, time.CLOCK_MONOTONIC, time.CLOCK_PROCESS_CPUTIME_ID, time.CLOCK_THREAD_CPUTIME_ID, time.CLOCK_MONOTONIC_RAW, time.CLOCK_BOOTTIME, time.CLOCK_TAI))
t('gettime', lambda: (type(time.clock_gettime(time.CLOCK_REALTIME)).__name__, abs(time.clock_gettime(0) - time.time()) < 5, type(time.clock_gettime_ns(1)).__name__, time.clock_getres(0)))
t('bad clock', lambda: time.clock_gettime(99))
t('bad clock type', lambda: time.clock_gettime('a'))
t('info', lambda: [time.get_clock_info(n) for n in ('time', 'monotonic', 'perf_counter', 'process_time', 'thread_time')])
t('info bad', lambda: time.get_clock_info('x'))
t('tzset', lambda: (time.tzset(), time.tzname))
t('thread_time_ns', lambda: type(time.thread_time_ns()).__name__)
P = typing.ParamSpec('P')
t('paramspec', lambda: (P, P.args, P.kwargs, P.args.__origin__ is P, P.args == P.args, typing.ParamSpecArgs, typing.get_origin(P.args)))
t('pattern', lambda: (typing.Pattern, typing.Match, typing.Pattern[str], typing.Match[bytes]))
t('clear', lambda: typing.clear_overloads())
t('missing', lambda: typing.Nope)
