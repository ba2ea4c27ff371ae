# Non-ASCII identifiers and string handling of non-ASCII text.
café = "coffee"
naïve = True
π = 3.14159
Δx = 0.5
名前 = "name"
print(café, naïve, π, Δx, 名前)

def größe(werte):
    return max(werte) - min(werte)

print(größe([3, 9, 1]))

class Ñandú:
    def __init__(self):
        self.größe = 1.5

print(Ñandú().größe, Ñandú.__name__)
word = "straße"
print(len(word), word.upper(), word[::-1])
print(sorted(["éclair", "apple", "Zebra", "Äpfel"]))
print("ñ".encode("utf-8"), "€".encode("utf-8").decode("utf-8"))
print([c for c in "naïve" if not c.isascii()])
