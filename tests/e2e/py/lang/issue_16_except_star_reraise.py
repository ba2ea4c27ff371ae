# Issue 16: except* as CPython 3.11 (PEP 654): what a clause raises is collected and the
# statement's end raises ExceptionGroup('', [raised..., re-raised part]); a bare raise and the
# unmatched part keep the original group's structure; split() copies the metadata; the
# clause types are checked.
def fmt(e, ind=0):
    out = ["  " * ind + type(e).__name__ + ": " + repr(str(e))]
    if isinstance(e, BaseExceptionGroup):
        for x in e.exceptions:
            out += fmt(x, ind + 1)
    return out

def show(f):
    try:
        f()
    except BaseException as e:
        print(f.__name__, "->")
        print("\n".join(fmt(e)))
        print("  notes:", getattr(e, "__notes__", None), "ctx:", type(e.__context__).__name__, "cause:", type(e.__cause__).__name__, "suppress:", e.__suppress_context__)
    else:
        print(f.__name__, "-> no exception")

def bare_reraise():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
def bare_reraise_all():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError:
        raise
def raise_new():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("new")
def raise_new_handled_rest():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("new")
    except* TypeError:
        pass
def raise_caught_obj():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
def raise_naked_exc():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise
def raise_naked_new():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise KeyError("k")
def raise_from():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as e:
        raise KeyError("k") from e
def two_new():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("k1")
    except* TypeError:
        raise KeyError("k2")
def nested_structure():
    try:
        raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [ValueError(2), TypeError(3)]), TypeError(4)])
    except* ValueError:
        raise
def nested_partial():
    try:
        raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [ValueError(2), TypeError(3)]), TypeError(4)])
    except* ValueError:
        raise
    except* TypeError:
        pass
def raise_reraise_and_new():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError:
        raise
    except* TypeError:
        raise RuntimeError("rt")
def raise_group_new():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        raise ExceptionGroup("mine", [KeyError(5)])
def handled_all():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        pass
def base_group():
    try:
        raise BaseExceptionGroup("beg", [KeyboardInterrupt(), ValueError(1)])
    except* ValueError:
        raise
def raise_in_else():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e.exceptions[0]
def with_note():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        e.add_note("added")
        raise

def orig_notes():
    eg = ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    eg.add_note("orig note")
    try:
        raise eg
    except* ValueError:
        raise

def tuple_type():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)])
    except* (ValueError, TypeError):
        raise

def catch_all_then_new():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* Exception as e:
        raise RuntimeError("all") from None

def nested_try_in_clause():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        try:
            raise KeyError("inner")
        except KeyError:
            pass
        raise

def inner_raise_func():
    def helper():
        raise
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        helper()

def cause_orig():
    try:
        try:
            1 / 0
        except ZeroDivisionError as z:
            raise ExceptionGroup("eg", [ValueError(1), TypeError(2)]) from z
    except* ValueError:
        raise

def unmatched_only():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* KeyError:
        print("never")

def two_clauses_both_reraise_nested():
    try:
        raise ExceptionGroup("o", [ExceptionGroup("i", [ValueError(1), TypeError(2)]), ValueError(3)])
    except* ValueError:
        raise
    except* TypeError:
        raise

def handled_with_finally():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        pass
    finally:
        print("finally ran")

def in_generator():
    def g():
        try:
            yield 1
            raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
        except* ValueError:
            yield "in clause"
            raise
    it = g()
    print(next(it), next(it))
    next(it)

def exc_info_in_clause():
    import sys
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("  exc_info:", fmt(sys.exc_info()[1]))
    except* TypeError:
        print("  exception():", fmt(sys.exception()))
    print("  after:", sys.exception())

def split_keeps_meta():
    eg = ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    eg.__cause__ = KeyError("c")
    m, r = eg.split(ValueError)
    print("  split:", type(m.__cause__).__name__, m.__suppress_context__, r.__traceback__ is eg.__traceback__)

def t1():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ExceptionGroup:
        pass
def t2():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* 5:
        pass
def t3():
    try:
        raise ValueError("naked")
    except* TypeError:
        print("no")
def t4():
    for i in range(3):
        try:
            raise ExceptionGroup("eg", [ValueError(i), TypeError(i)])
        except* ValueError as e:
            print("v", e.exceptions)
        except* TypeError as e:
            print("t", e.exceptions)
    print("e" in dir(), "loop done")
def t5():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError:
        1 / 0
for f in [bare_reraise, bare_reraise_all, raise_new, raise_new_handled_rest, raise_caught_obj,
          raise_naked_exc, raise_naked_new, raise_from, two_new, nested_structure, nested_partial,
          raise_reraise_and_new, raise_group_new, handled_all, base_group, raise_in_else, with_note,
          orig_notes, tuple_type, catch_all_then_new, nested_try_in_clause, inner_raise_func,
          cause_orig, unmatched_only, two_clauses_both_reraise_nested, handled_with_finally,
          in_generator, exc_info_in_clause, split_keeps_meta, t1, t2, t3, t4, t5]:
    show(f)
