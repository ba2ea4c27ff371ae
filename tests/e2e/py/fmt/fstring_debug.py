a = 5
b = "x"
print(f"{a=}", f"{a + 1 = }", f"{b=!s}", f"{a=:03d}")
