# funcs_unhashable_01: unhashable keys raise TypeError even where the container is empty
def attempt(label, op):
    try:
        print(label, op())
    except TypeError as e:
        print(label, 'TypeError', e)
    except KeyError as e:
        print(label, 'KeyError', e)
for d in ({}, {1: 2}, {'a': 1}):
    attempt('getitem', lambda: d[[]])
    attempt('in', lambda: [] in d)
    attempt('get', lambda: d.get({}))
    attempt('pop', lambda: d.pop([]))
    attempt('pop default', lambda: d.pop([], 'dflt'))
    attempt('setdefault', lambda: d.setdefault(set(), 1))
    attempt('contains', lambda: d.__contains__([]))
for s in (set(), {1}, frozenset(), frozenset({2})):
    attempt('set in', lambda: [] in s)
s = set()
attempt('discard', lambda: s.discard([]))
attempt('remove', lambda: s.remove({}))
attempt('add', lambda: s.add([]))
attempt('dict literal', lambda: {[]: 1})
attempt('set literal', lambda: {[1]})
attempt('hash', lambda: hash(([],)))
def del_item():
    del {}[[]]
attempt('del', del_item)
print({}.get(1), {}.get('k', 0), 1 in {}, 'x' in {})
