words = ["aa", "b", "cccc"]
print(min(words, key=len), max(words, key=len), max([], default="empty"), min(1, 2, key=lambda x: -x))
