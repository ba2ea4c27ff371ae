# scope_global_01: Monty language golden test
counter = 0
def inc():
    global counter
    counter += 1
inc(); inc()
print(counter)
def make():
    global new_global
    new_global = 'created'
make()
print(new_global)
x = 'global x'
def reader():
    return x
def shadow():
    x = 'local x'
    return x
print(reader(), shadow(), x)
def unbound():
    try:
        print(x)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    x = 1
unbound()
