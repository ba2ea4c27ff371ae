# NameError, UnboundLocalError and AttributeError messages from typical mistakes.
def show(fn):
    try:
        fn()
        print("no error")
    except (NameError, AttributeError) as e:
        print(f"{type(e).__name__}: {e}")
def use_before_assign():
    total = total + 1
def free_var_before_def():
    def inner():
        return value
    r = inner()
    value = 1
    return r
class Settings:
    timeout = 5
import math
show(lambda: undefined_thing)
show(use_before_assign)
show(free_var_before_def)
show(lambda: "text".uper())
show(lambda: [].push(1))
show(lambda: (5).real.foo)
show(lambda: None.strip())
show(lambda: Settings.retries)
show(lambda: Settings().retries)
show(lambda: math.tau2)
show(lambda: {"a": 1}.a)
show(lambda: (1, 2).append)
print(issubclass(UnboundLocalError, NameError), issubclass(AttributeError, Exception))
try:
    Settings().missing
except AttributeError as e:
    print(e.name, type(e.obj).__name__)
try:
    undefined_global_name
except NameError as e:
    print(e.name)
