# A log parser of the kind agents write: split lines, count by level, group, report.
LOG = """\
2024-05-01 10:00:01 INFO  api      request id=17 took=120ms
2024-05-01 10:00:02 WARN  db       slow query took=950ms
2024-05-01 10:00:03 ERROR api      timeout id=18
2024-05-01 10:00:04 INFO  api      request id=19 took=80ms
2024-05-01 10:00:05 ERROR worker   crashed code=137
2024-05-01 10:00:06 INFO  db       connected
malformed line here
"""
from collections import Counter, defaultdict
levels = Counter()
by_source = defaultdict(list)
timings = []
bad = 0
for lineno, line in enumerate(LOG.splitlines(), 1):
    parts = line.split(None, 4)
    if len(parts) < 5 or parts[2] not in {"INFO", "WARN", "ERROR"}:
        bad += 1
        continue
    date, time, level, source, msg = parts
    levels[level] += 1
    by_source[source].append((time, level))
    fields = dict(kv.split("=", 1) for kv in msg.split() if "=" in kv)
    if "took" in fields:
        timings.append(int(fields["took"].rstrip("ms")))
print(dict(levels), "malformed:", bad)
for source in sorted(by_source):
    events = by_source[source]
    errors = sum(1 for _, lvl in events if lvl == "ERROR")
    print(f"{source:<8} events={len(events)} errors={errors} first={events[0][0]}")
print(f"timings: n={len(timings)} min={min(timings)} max={max(timings)} avg={sum(timings) / len(timings):.1f}")
worst = max(by_source.items(), key=lambda kv: sum(l == "ERROR" for _, l in kv[1]))
print("worst source:", worst[0])
print(levels.most_common(1)[0], sorted(levels.elements())[:3])
