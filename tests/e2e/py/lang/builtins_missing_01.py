# expect: spec
# builtins_missing_01: Monty language golden test
for name in ['input', 'memoryview', '__import__', 'breakpoint', 'help']:
    try:
        eval(name)
        print(name, 'is defined (unexpected)')
    except NameError as e:
        print(type(e).__name__, e)
