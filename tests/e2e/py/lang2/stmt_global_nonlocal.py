# global and nonlocal: counters, configuration, closures that rebind outer names.
calls = 0
settings = {"verbose": False}
def tick():
    global calls
    calls += 1
    return calls
def set_verbose():
    settings["verbose"] = True
def reset():
    global settings, calls
    settings = {"verbose": None}
    calls = 0
tick(); tick()
set_verbose()
print(calls, settings)
reset()
print(calls, settings)
def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter(10)
inc(); inc(5)
print(get())
def outer():
    level = "outer"
    def middle():
        level = "middle"
        def inner():
            nonlocal level
            level = "changed by inner"
        inner()
        return level
    return middle(), level
print(outer())
def define_global():
    global created_later
    created_later = "made inside a function"
define_global()
print(created_later)
def shadow():
    calls = "local calls"
    return calls
print(shadow(), calls)
def running_average():
    total = 0
    n = 0
    def add(v):
        nonlocal total, n
        total += v
        n += 1
        return total / n
    return add
avg = running_average()
print([avg(v) for v in (10, 20, 60)])
try:
    exec("def bad():\n    nonlocal nothing_here\n")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    exec("x = 1\ndef f():\n    x = 2\n    global x\n")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
