s = "Hello, World"
print(s.lower(), s.upper(), s.swapcase(), s.title(), s.capitalize(), s.casefold())
