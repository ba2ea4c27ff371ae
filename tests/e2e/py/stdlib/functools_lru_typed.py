from functools import lru_cache
@lru_cache(maxsize=4, typed=True)
def ident(x):
    print('miss', x)
    return x
ident(1); ident(1.0); ident(1)
print(ident.cache_info())
@lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())
print(ident.cache_parameters())
try:
    lru_cache(maxsize='x')
except TypeError as e:
    print('TypeError', e)
