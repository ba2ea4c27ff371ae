for v in [1, "a", [1], {"k": 1}, (1, 2), None]:
    match v:
        case int():
            print("int")
        case str():
            print("str")
        case list() | tuple():
            print("seq")
        case dict():
            print("dict")
        case _:
            print("other")
