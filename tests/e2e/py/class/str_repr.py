class A:
    def __repr__(self):
        return "A-repr"
class B:
    def __str__(self):
        return "B-str"
print(A(), str(A()), [A()], B(), [B()].__len__())
