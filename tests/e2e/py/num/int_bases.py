print(hex(255), oct(64), bin(10), hex(-1), format(255, "x"), format(255, "#o"), int("0o17", 0))
