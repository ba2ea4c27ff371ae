print("key=value=x".partition("="), "key=value=x".rpartition("="), "abc".partition("z"))
