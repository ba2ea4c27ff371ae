# expect: spec
# A script with a '(' that is never closed does not run at all.
print("this line never runs")
values = [1, 2, 3]
total = sum(values
print(total)
