print((255).bit_length(), (7).bit_count(), (10).to_bytes(2, "big"), int.from_bytes(b"\x00\x10", "big"), (5).conjugate())
