# printf-style % formatting at its edges, for str and bytes templates alike (issue 16)


class Index:
    def __index__(self):
        return 67


class Lookup:
    def __getitem__(self, key):
        return 'looked-up ' + repr(key)


def show(template, args):
    try:
        print(repr(template % args))
    except Exception as exc:
        print(type(exc).__name__ + ':', exc)


# anything subscriptable but a str (bytes for bytes templates) counts as a mapping
for args in ([], [1, 2], range(3), b'raw', bytearray(b'x'), Lookup(), 'text', (), 7):
    show('plain', args)
for args in ([], range(3), b'raw', bytearray(b'x'), 'text'):
    show(b'plain', args)
show('%(k)s', Lookup())
show('%(k)s', [10])
show(b'%(k)s', [10])
show('%s', [10])

# only a bare %% is a literal percent sign
show('100%%', ())
show('%5%', ())
show('%*%', (4,))
show('%-3%', 9)
show('%(k)%', {'k': 1})
show(b'%4%', 1)

# a single h, l or L is skipped; a second one is the conversion character
show('%ld|%hi|%Lf', (1, 2, 3.5))
show('%lld', 5)
show('%hhx', 5)
show(b'%lhd', 5)

# the index counts characters, not UTF-8 bytes
show('\u00e9\u00e8%y', 1)
show('\u00e9%b', 1)
show('%\u00e9', 1)
show('%\x1f', 1)
show(b'ab%y', 1)

# limits on precision and width
show('%.2147483645d', 1)
show(b'%.2147483647x', 1)
show('%.*o', (2147483646, 1))
show('%.4000000000d', 1)
show(b'%.4000000000d', 1)
show('%.*s', (10**25, 'abc'))
show(b'%.*s', (-10**25, b'abc'))
show('%*d', (10**25, 1))

# %c of bytes takes anything with __index__; %f of bytes wants a float
show(b'%c', Index())
show(b'%c|%c', (True, bytearray(b'z')))
show(b'%c', 2.0)
show(b'%f', 'x')
show(b'%e', 10**400)
show('%e', 10**400)
show('%f', 'x')
