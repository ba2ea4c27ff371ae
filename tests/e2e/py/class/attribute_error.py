class A:
    pass
try:
    A().missing
except AttributeError as e:
    print(e)
try:
    A.missing
except AttributeError as e:
    print(e)
