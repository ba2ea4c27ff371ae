print("a\nb\r\nc".splitlines(), "a\nb\n".splitlines(True), "".splitlines())
