# expect: spec
# issue 16: the box refuses a trace or profile function (behaviour.md's wording for refused names)
import sys


def tracer(frame, event, arg):
    return tracer


for name in ('settrace', 'setprofile'):
    try:
        getattr(sys, name)(tracer)
    except RuntimeError as e:
        print('RuntimeError', e)
print(sys.gettrace(), sys.getprofile())
