from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    tags: list = field(default_factory=list)
    def total(self):
        return self.price * self.qty
a = Item('pen', 1.5, 4)
b = Item('pad', 3.0)
print(a, b, a.total(), b.qty, a == Item('pen', 1.5, 4), a == b)
b.tags.append('x')
print(Item('q', 1).tags, b.tags, Item.qty)
print(repr(Item(name='x', price=0)), [Item('y', 2)])
