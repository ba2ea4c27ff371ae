print(bytes(3), bytes([65, 66]), bytes("é", "utf-8"), bytearray(b"ab"), b"\x00\xff", bytes.fromhex("41 42"), b"AB".hex())
