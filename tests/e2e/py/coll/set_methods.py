a = {1, 2, 3}
print(a.union([4]), a.intersection([2, 3, 9]), a.difference({1}), a.symmetric_difference({3, 4}), a.copy() == a)
a.update([7, 8]); a.intersection_update({1, 7, 8}); print(sorted(a))
