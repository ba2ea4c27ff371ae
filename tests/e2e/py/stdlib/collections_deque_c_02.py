# deque in C: the errors and their messages
from collections import deque


def t(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, 'ok', r)


d = deque([1, 2, 3])
t('pop', lambda: deque().pop())
t('popleft', lambda: deque().popleft())
t('remove', lambda: d.remove(9))
t('remove-str', lambda: d.remove('a'))
t('index', lambda: d.index(9))
t('index-range', lambda: d.index(3, 0, 2))
t('index-start', lambda: d.index(3, 'a'))
t('index-none', lambda: d.index(3, None))
t('index-0', lambda: d.index())
t('index-4', lambda: d.index(1, 2, 3, 4))
t('get', lambda: d[3])
t('get-neg', lambda: d[-4])
t('get-empty', lambda: deque()[0])
t('get-str', lambda: d['a'])
t('get-slice', lambda: d[1:2])
t('get-float', lambda: d[1.0])
t('get-big', lambda: d[2 ** 70])
t('get-bool', lambda: d[True])


def setter(k):
    d[k] = 0


def deleter(k):
    del d[k]


t('set', lambda: setter(3))
t('set-neg', lambda: setter(-4))
t('set-str', lambda: setter('a'))
t('del', lambda: deleter(3))
t('del-neg', lambda: deleter(-4))
t('del-slice', lambda: deleter(slice(None)))
t('concat-list', lambda: deque([1]) + [1])
t('concat-tuple', lambda: deque([1]) + (1,))
t('list-concat', lambda: [1] + deque([1]))
t('mul-str', lambda: deque([1]) * 'a')
t('mul-float', lambda: 2.0 * deque([1]))
t('mul-big', lambda: deque([1]) * 2 ** 70)
t('lt-list', lambda: deque([1]) < [1])
t('ge-tuple', lambda: deque([1]) >= (1,))
t('lt-items', lambda: deque([1]) < deque(['a']))
t('hash', lambda: hash(deque()))
t('set-of', lambda: {deque()})
t('maxlen-neg', lambda: deque(maxlen=-1))
t('maxlen-str', lambda: deque(maxlen='a'))
t('maxlen-float', lambda: deque(maxlen=2.0))
t('maxlen-big', lambda: deque(maxlen=2 ** 70))
t('not-iterable', lambda: deque(1))
t('extend-int', lambda: deque().extend(5))
t('extendleft-int', lambda: deque().extendleft(None))
t('three-args', lambda: deque([], 2, 3))
t('bad-kw', lambda: deque(x=1))
t('three-kw', lambda: deque(iterable=[], maxlen=1, x=2))
t('dup-arg', lambda: deque([1], iterable=[2]))
t('insert-full', lambda: deque([1], maxlen=1).insert(0, 2))
t('insert-str', lambda: deque().insert('a', 1))
t('insert-1', lambda: deque().insert(1))
t('rotate-str', lambda: deque([1]).rotate('a'))
t('rotate-2', lambda: deque([1]).rotate(1, 2))
t('rotate-big', lambda: deque([1]).rotate(2 ** 70))
t('rotate-kw', lambda: deque([1]).rotate(n=1))
t('append-0', lambda: deque().append())
t('append-2', lambda: deque().append(1, 2))
t('append-kw', lambda: deque().append(x=1))
t('pop-1', lambda: deque([1]).pop(0))
t('clear-1', lambda: deque().clear(1))
t('count-0', lambda: deque().count())
t('maxlen-set', lambda: setattr(deque(), 'maxlen', 3))
t('attr', lambda: deque().foo)
t('setattr', lambda: setattr(deque(), 'foo', 1))
t('descr', lambda: deque.append(1, 2))
t('unpack', lambda: [a for a, b in deque([1])])
print(d)
