# lex_indent_01: Monty language golden test
def outer():
    def inner():
            return 'deep'
    if True:
      x = inner()
    return x
print(outer())
for i in range(3):
	if i % 2:
		print('odd', i)
	else:
		print('even', i)
while False:
    pass
else:
    print('while else')
