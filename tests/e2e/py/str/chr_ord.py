print(chr(65), chr(0x263a), ord("A"), ord("€"), [ord(c) for c in "hi"])
