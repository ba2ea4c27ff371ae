# Our own addition to ../shared/bench: the mix an agent's script does. It writes a few
# small files, reads them back, parses JSON and log lines with re, counts with Counter,
# builds a report with f-strings and a dataclass, and writes it. Run from a workspace
# the box permits (fs:read, fs:write, fs:delete).
import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROUNDS = 150  # SCALE

LINE = re.compile(r"(\d{4})-(\d\d)-(\d\d) (\w+) (\w+): (.*)")


@dataclass
class Entry:
    day: str
    level: str
    source: str
    text: str


def make_log(n, seed):
    levels = ["INFO", "WARN", "ERROR", "DEBUG"]
    sources = ["api", "db", "cache", "auth", "queue"]
    out = []
    for i in range(n):
        k = (i * 7919 + seed) % 1000
        out.append(f"2026-11-{1 + k % 28:02d} {levels[k % 4]} {sources[k % 5]}: request {k} took {k % 97} ms")
    return "\n".join(out) + "\n"


work = Path("agent_mix_tmp")
work.mkdir(exist_ok=True)
total = Counter()
slow = 0
for r in range(ROUNDS):
    p = work / f"log{r % 4}.txt"
    p.write_text(make_log(300, r))
    entries = []
    for line in p.read_text().splitlines():
        m = LINE.match(line)
        if m:
            entries.append(Entry(f"{m[1]}{m[2]}{m[3]}", m[4], m[5], m[6]))
    total.update(e.level for e in entries)
    slow += sum(1 for e in entries if int(e.text.rsplit(" ", 2)[-2]) > 90)
    summary = {"round": r, "levels": dict(Counter(e.level for e in entries)), "sources": sorted({e.source for e in entries})}
    (work / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True))
    back = json.loads((work / "summary.json").read_text())
    assert back["round"] == r
report = "\n".join(f"{level:>6}: {count}" for level, count in sorted(total.items()))
(work / "report.txt").write_text(report + f"\nslow: {slow}\n")
print(report)
print("slow:", slow)
for f in sorted(work.iterdir()):
    f.unlink()
work.rmdir()
