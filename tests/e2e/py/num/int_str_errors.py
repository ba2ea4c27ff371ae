for s in ["abc", "1.5", "", " 1 2 "]:
    try:
        int(s)
    except ValueError as e:
        print(e)
