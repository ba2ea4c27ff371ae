# Issue 16: the argument-count errors of str/bytes/bytearray find, rfind, index, rindex,
# count, startswith and endswith are PyArg_ParseTuple's ("takes at least 1 argument (0 given)");
# tuple and list keep Argument Clinic's.
for t in ["'abc'.startswith(1,2,3,4)", "'abc'.find('a',1,2,3)", "b'abc'.count()", "bytearray(b'a').rindex()", "'a'.rfind()", "'a'.rindex()", "b'a'.endswith()", "'a'.index('a', 1, 2, 3)", "'abc'.startswith()", "'abc'.endswith()", "'abc'.find()", "'abc'.count()", "'abc'.index()", "b'abc'.startswith()", "bytearray().find()", "(1,).index()", "[].count()"]:
    try: eval(t)
    except TypeError as e: print(t, '->', e)
