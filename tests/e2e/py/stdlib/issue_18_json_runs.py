# Issue 18: json.dumps writes each run of characters that need no escape in one piece,
# and small ints without printf: the runs' edges, both ensure_ascii settings, and the
# int boundaries.
import json

texts = [
    "",
    "plain",
    'q"uote\\back',
    "\x00\x01\x1f\x20\x7e\x7f\x80",
    "tab\there\nnl\r\x08\x0c",
    "é€😀 mixed ascii é",
    "\udc80 lone \ud800",
    "x" * 40 + '"' + "y" * 40,
    "\x7f" * 3,
]
for t in texts:
    print(json.dumps(t), ascii(json.dumps(t, ensure_ascii=False)))
print(json.dumps({"k\x7f": ["v\n", "é"]}, ensure_ascii=False, sort_keys=True))
ints = [0, 7, -7, 9, 10, 99, 100, -100, 12345678901, -(2**31), 2**62 - 1, -(2**62),
        2**63 - 1, -(2**63), 2**63, -(2**64) - 1, 10**30, True, False]
print(json.dumps(ints))
print(json.loads(json.dumps(ints)) == [int(i) for i in ints])
