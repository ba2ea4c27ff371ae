# expect: spec
# Two names side by side: invalid syntax.
print("start")
result = compute value
print(result)
