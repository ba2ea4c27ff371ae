words = ["banana", "Apple", "cherry", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True), sorted([3, 1, 2], reverse=True))
