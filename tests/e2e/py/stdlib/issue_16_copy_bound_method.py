# copy and deepcopy of a bound method: a method over the same receiver, or over the
# receiver's deep copy (found in the memo when the receiver is being copied)
import copy


class Acc:
    def __init__(self, items):
        self.items = items

    def total(self):
        return sum(self.items)


a = Acc([1, 2])
m = a.total
s = copy.copy(m)
print(s(), s.__self__ is a, s is m, type(s).__name__)
a.items.append(3)
print(s())

d = copy.deepcopy(m)
a.items.append(4)
print(d(), m(), d.__self__ is a, d.__func__ is m.__func__)

# an instance holding its own bound method: the copy's method is bound to the copy
a.again = a.total
c = copy.deepcopy(a)
c.items.append(100)
print(c.again(), a.again(), c.again.__self__ is c)

# a list holding an object and its method: the two copies stay bound to each other
pair = copy.deepcopy([a, a.total])
pair[0].items.clear()
print(pair[1](), a.total())
