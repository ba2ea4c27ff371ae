name, n = "Ann", 3
print(f"{name} has {n} items", f"{n * 2}", f"{name!r}", f"{name!s}", f"{'é'!a}", f"{{braces}}")
