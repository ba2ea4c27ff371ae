from datetime import datetime, date, timezone, timedelta
now = datetime.now()
aware = datetime.now(timezone.utc)
print(now.tzinfo, aware.tzinfo, abs((aware.replace(tzinfo=None) - now).total_seconds()) < 5)
print(date.today() == now.date() or True, datetime.utcnow().tzinfo, type(datetime.today()).__name__)
ist = datetime.now(timezone(timedelta(hours=5, minutes=30)))
print(ist.utcoffset(), abs((ist - aware).total_seconds()) < 5)
print(now.year >= 2024, datetime.fromtimestamp(now.timestamp()).year == now.year)
