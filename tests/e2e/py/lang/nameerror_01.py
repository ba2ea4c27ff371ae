# nameerror_01: Monty language golden test
try:
    undefined_thing
except NameError as e:
    print(type(e).__name__, e)
def f():
    return also_undefined
try:
    f()
except NameError as e:
    print(type(e).__name__, e)
def g():
    print(local_later)
    local_later = 1
try:
    g()
except UnboundLocalError as e:
    print(type(e).__name__, e)
class C:
    pass
try:
    C.nope
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (1).nope
except AttributeError as e:
    print(type(e).__name__, e)
try:
    [].nope()
except AttributeError as e:
    print(type(e).__name__, e)
import math
try:
    math.nope
except AttributeError as e:
    print(type(e).__name__, e)
