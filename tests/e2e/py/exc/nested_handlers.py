try:
    try:
        raise KeyError("inner")
    except ValueError:
        print("wrong")
    finally:
        print("inner finally")
except KeyError as e:
    print("outer caught", e)
