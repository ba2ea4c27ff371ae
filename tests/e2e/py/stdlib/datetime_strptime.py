from datetime import datetime
print(datetime.strptime('2024-03-01 09:15:00', '%Y-%m-%d %H:%M:%S'))
print(datetime.strptime('01/Mar/2024:10:00:01', '%d/%b/%Y:%H:%M:%S'))
print(datetime.strptime('March 5 24 3PM', '%B %d %y %I%p'))
print(datetime.strptime('2024-03-01T10:00:00+0200', '%Y-%m-%dT%H:%M:%S%z'))
print(datetime.strptime('12.5', '%S.%f'), datetime.strptime('2024 060', '%Y %j'))
for s, f in [('2024-03-01', '%Y/%m/%d'), ('2024-03-01 extra', '%Y-%m-%d')]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print('ValueError', e)
