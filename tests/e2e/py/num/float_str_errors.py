for s in ["abc", "1.2.3", ""]:
    try:
        float(s)
    except ValueError as e:
        print(e)
