# int() and float() accept any Unicode decimal digit (Nd) and Unicode white space.
print(int("٣٤"), int("٣٤", 10), int(" \u2003٤٢\u3000 "), int("١٠", 16), int("\uff11\uff12"))
print(int("߁߂"), int("𝟏𝟐"), int("-٥"), int("+\u0967\u0966"), int("١_٠"), int("٠x", 16) if False else "")
print(float("٣.٥"), float("\u00a0١e٢ "), float("۱۲.۵"), float("-\u0e51\u0e52"), float("١_٠.٥"))
for bad in ["٣x", "", "\u00b2", "١٢\u00bd", "٣ ٤", "\u2003"]:
    try:
        print(repr(bad), int(bad))
    except ValueError as e:
        print("ValueError:", e)
for bad in ["٣.x", "\u0661\u0662e", "nan٣", "\u00b2.0", "\u3000"]:
    try:
        print(repr(bad), float(bad))
    except ValueError as e:
        print("ValueError:", e)
try:
    int("١٢", 2)
except ValueError as e:
    print("ValueError:", e)
print(int("0١", 0) if False else "", int("١٢٣", 8))
