# Issue 18: re.sub with a function that itself uses re: the same cached pattern, patterns
# with more groups than any before (the shared match data grows), re.purge() and new
# patterns compiled mid-loop, nested sub and finditer, and a callback that raises. The
# outer loop keeps its own offsets and subject, so none of it may disturb it.
import re

calls = []


def inner(m):
    word = m.group()
    calls.append(re.findall(r"\w", word))
    many = "(" + ")(".join(["\\w"] * 40) + ")?"
    re.match(many, word)
    re.purge()
    re.compile("new%d" % len(calls))
    return re.sub(r"[aeiou]", lambda v: v.group().upper(), word) + str(m.span())


text = "alpha beta gamma delta epsilon " * 3
print(re.sub(r"\w+", inner, text))
print(len(calls), calls[:3])
p = re.compile(r"(\w)(\w*)")


def nested(m):
    spans = [x.span() for x in p.finditer(m.group(2) + " " + m.group(1))]
    return "%s%s" % (m.group(1).upper(), spans)


print(p.sub(nested, "one two three"))
print(re.subn(r"\d", lambda m: re.sub(r"\d", "#", m.group() * 2), "a1b22c333"))
s = "x" * 5 + "é" * 5


def grows(m):
    return re.sub("(x)", r"<\1>", m.group())


print(re.sub(r"x+", grows, s))


def boom(m):
    if m.start() > 4:
        raise ValueError("stop at %d" % m.start())
    return "-"


try:
    re.sub(r"\w", boom, "abcdefgh")
except ValueError as e:
    print("ValueError:", e)
print(re.sub(r"\w", "-", "abcdefgh"))
