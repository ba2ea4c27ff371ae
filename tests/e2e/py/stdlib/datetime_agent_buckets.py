from datetime import datetime, timedelta
stamps = ['2024-03-01T09:15:00', '2024-03-01T17:40:00', '2024-03-04T08:00:00', '2024-03-11T10:00:00']
dts = [datetime.fromisoformat(s) for s in stamps]
weeks = {}
for d in dts:
    key = f'{d.isocalendar()[0]}-W{d.isocalendar()[1]:02d}'
    weeks[key] = weeks.get(key, 0) + 1
print(weeks, [d.strftime('%a %d') for d in dts])
gaps = [b - a for a, b in zip(dts, dts[1:])]
print([str(g) for g in gaps], max(gaps), sum(gaps, timedelta()) / len(gaps))
print(sorted(dts, reverse=True)[0], min(dts).replace(hour=0) + timedelta(days=30))
