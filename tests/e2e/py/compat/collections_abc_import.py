# collections.abc is part of collections: both import spellings work.
import collections.abc
from collections.abc import Iterable, Mapping, Sequence
from collections import abc
print(isinstance([1], Iterable), isinstance({}, Mapping), isinstance("x", Sequence))
print(isinstance({}, collections.abc.MutableMapping), abc.Callable is collections.abc.Callable)
