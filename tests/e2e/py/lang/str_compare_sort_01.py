# str_compare_sort_01: Monty language golden test
words = ['banana', 'Apple', 'cherry', 'apple', 'Banana', '10', '9']
print(sorted(words))
print(sorted(words, key=str.casefold))
print(sorted(words, key=lambda w: (len(w), w)))
print(min(words), max(words), 'a' < 'b' < 'c', 'abc' == 'ab' + 'c', 'A' < 'a')
print(sorted('hello world'.split(), reverse=True), 'z' > 'Z', ord('z') - ord('Z'))
