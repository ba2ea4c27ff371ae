# File objects from open() have seek() and tell().
with open("st.txt", "w") as f:
    f.write("hello\nworld\n")
    print(f.tell())
with open("st.txt") as f:
    print(repr(f.readline()), f.tell())
    f.seek(0)
    print(repr(f.read(5)))
with open("st.txt", "rb") as f:
    f.seek(-6, 2)
    print(f.read(), f.tell())
with open("st.txt", "r+") as f:
    f.seek(0, 2)
    f.write("!\n")
print(open("st.txt").read().splitlines())
