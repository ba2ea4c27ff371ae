# An application exception hierarchy: fields, str(), isinstance over the hierarchy.
class AppError(Exception):
    code = 1
class ValidationError(AppError):
    code = 2
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem
class NotFound(AppError, LookupError):
    code = 3
class RateLimited(AppError):
    def __init__(self, retry_after):
        self.retry_after = retry_after
    def __str__(self):
        return f"retry after {self.retry_after}s"
errors = [ValidationError("email", "missing @"), NotFound("user 7"), RateLimited(30), AppError()]
for err in errors:
    try:
        raise err
    except LookupError as e:
        print(f"lookup  code={e.code} {e} args={e.args}")
    except AppError as e:
        print(f"app     code={e.code} {type(e).__name__}: {e!s} args={e.args}")
v = errors[0]
print(v.field, v.problem, repr(v))
print(isinstance(v, Exception), isinstance(v, BaseException), issubclass(NotFound, KeyError))
print([c.__name__ for c in NotFound.__mro__])
print(repr(RateLimited(5)), str(AppError("a", "b")), repr(AppError("a", "b")))
def lookup(d, k):
    if k not in d:
        raise NotFound(k)
    return d[k]
try:
    lookup({}, "x")
except (KeyError, LookupError) as e:
    print("caught via LookupError:", type(e).__name__, e)
class Fatal(BaseException):
    pass
try:
    try:
        raise Fatal("stop")
    except Exception:
        print("not caught by Exception")
except BaseException as e:
    print("caught by BaseException:", e)
