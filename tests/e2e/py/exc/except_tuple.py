for exc in [ValueError("v"), TypeError("t"), KeyError("k")]:
    try:
        raise exc
    except (ValueError, TypeError) as e:
        print("vt", e)
    except LookupError as e:
        print("lookup", e)
