# match with literal, value (dotted), or, as and wildcard patterns.
class Status:
    OK = 200
    NOT_FOUND = 404
    ERROR = 500
class Color:
    RED = "red"
    GREEN = "green"
def http(code):
    match code:
        case Status.OK:
            return "ok"
        case Status.NOT_FOUND | 410:
            return "gone"
        case 301 | 302 | 307 as redirect:
            return f"redirect {redirect}"
        case int(c) if 500 <= c < 600:
            return "server error"
        case _:
            return "unknown"
print([http(c) for c in (200, 404, 410, 302, 503, 999)])
def lit(v):
    match v:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case 2 + 3j:
            return "complex"
        case "a" "b":
            return "concatenated ab"
        case b"raw":
            return "bytes"
        case "":
            return "empty"
    return f"no match for {v!r}"
print([lit(v) for v in (None, True, False, 0, 0.0, -1, 1.5, 2 + 3j, "ab", b"raw", "", 1)])
def paint(c):
    match c:
        case Color.RED | Color.GREEN as chosen:
            return f"primary-ish {chosen}"
        case str() as other:
            return f"custom {other}"
print(paint("red"), paint("green"), paint("blue"))
match (1, (2, 3)):
    case (1, (2, _) as inner) as whole:
        print(inner, whole)
