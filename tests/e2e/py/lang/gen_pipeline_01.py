# gen_pipeline_01: Monty language golden test
def read(lines):
    for line in lines:
        yield line.strip()
def nonblank(lines):
    return (l for l in lines if l)
def parse(lines):
    for l in lines:
        k, _, v = l.partition(':')
        yield k.strip(), v.strip()
raw = ['a: 1\n', '\n', ' b : two ', 'c:3']
print(dict(parse(nonblank(read(raw)))))
def window(seq, n):
    buf = []
    for x in seq:
        buf.append(x)
        if len(buf) > n:
            buf.pop(0)
        if len(buf) == n:
            yield tuple(buf)
print(list(window(range(6), 3)))
def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]
print(list(chunks('abcdefg', 3)))
import itertools
print(list(itertools.chain(range(2), 'ab')), list(itertools.takewhile(lambda x: x < 3, itertools.count())))
gen = (i * i for i in range(4))
print(sum(gen), sum(gen))
