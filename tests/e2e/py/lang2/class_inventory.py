# A small inventory: class and instance attributes, __repr__, __eq__, ordering, sorting.
class Item:
    count = 0
    currency = "EUR"
    def __init__(self, name, price, qty=1):
        self.name = name
        self.price = price
        self.qty = qty
        Item.count += 1
    def total(self):
        return self.price * self.qty
    def __repr__(self):
        return f"Item({self.name!r}, {self.price}, qty={self.qty})"
    def __eq__(self, other):
        if not isinstance(other, Item):
            return NotImplemented
        return (self.name, self.price) == (other.name, other.price)
    def __lt__(self, other):
        return self.total() < other.total()
    __hash__ = None
class Inventory:
    def __init__(self):
        self.items = []
    def add(self, item):
        self.items.append(item)
        return self
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(self.items)
    def value(self):
        return sum(i.total() for i in self)
inv = Inventory().add(Item("bolt", 0.25, 100)).add(Item("gear", 4.5, 3)).add(Item("axle", 12.0))
print(len(inv), Item.count, inv.value())
print(sorted(inv))
print(max(inv), min(inv, key=lambda i: i.name))
print(Item("bolt", 0.25) == Item("bolt", 0.25, 7), Item("a", 1) == "a", Item("a", 1) != Item("b", 1))
gear = inv.items[1]
gear.currency = "USD"
print(gear.currency, Item.currency, inv.items[0].currency)
try:
    {Item("x", 1)}
except TypeError as e:
    print("TypeError:", e)
print(f"{'name':<6}{'total':>8}")
for it in sorted(inv, reverse=True):
    print(f"{it.name:<6}{it.total():>8.2f}")
