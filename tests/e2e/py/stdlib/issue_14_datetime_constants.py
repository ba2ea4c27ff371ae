import datetime as d
print(repr(d.date.min), repr(d.date.max), repr(d.time.min), repr(d.time.max))
print(repr(d.datetime.min), repr(d.datetime.max), d.datetime.min == d.datetime(1,1,1), hash(d.date.max) == hash(d.date(9999,12,31)))
print(d.datetime.max - d.datetime.min, d.time.max.fold, d.time.min.tzinfo, d.datetime.min.fold)
print(d.datetime.fromtimestamp(0, d.timezone.utc), d.datetime(2020,1,1,tzinfo=d.timezone.utc).timestamp())
print(d.date.max.isoformat(), d.datetime.max.isoformat(), d.time.max.isoformat(), d.date.min.toordinal())
print(type(d.date.min) is d.date, type(d.datetime.max) is d.datetime, isinstance(d.datetime.min, d.date))
