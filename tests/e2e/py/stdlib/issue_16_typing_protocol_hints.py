# issue 16: typing Protocol with runtime_checkable, Generic parameters, get_type_hints with forward references, NamedTuple subclasses
from typing import *
import typing
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)
@runtime_checkable
class Closable(Protocol):
    def close(self): ...
class SupportsX(Protocol):
    x: int
class F:
    def close(self): pass
class G:
    x = 1
class H:
    close = None
t('rc', lambda: (isinstance(F(), Closable), isinstance(1, Closable), isinstance(H(), Closable)))
t('rc sub', lambda: (issubclass(F, Closable), issubclass(int, Closable)))
t('non rc', lambda: isinstance(G(), SupportsX))
t('non rc sub', lambda: issubclass(G, SupportsX))
t('rc data', lambda: runtime_checkable(SupportsX) and isinstance(G(), SupportsX))
t('rc data sub', lambda: issubclass(G, SupportsX))
t('rc bad', lambda: runtime_checkable(F))
t('inst', lambda: Closable())
class Impl(Closable):
    def close(self): return 5
t('impl', lambda: (Impl().close(), isinstance(Impl(), Closable)))
t('proto attrs', lambda: (Closable._is_protocol, Closable._is_runtime_protocol, Impl._is_protocol))
t('proto mro', lambda: Closable.__mro__)
T = TypeVar('T')
class Box(Protocol[T]):
    def get(self) -> T: ...
t('proto gen', lambda: (Box.__parameters__, Box[int]))
t('generic', lambda: Generic[T])
class C(Generic[T]): pass
t('gen cls', lambda: (C[int], C.__parameters__, C.__orig_bases__, C.__mro__))
t('gen inst', lambda: type(C[int]()))
t('gen err', lambda: C[int, str])
t('protocol plain', lambda: Protocol)
t('supportsint', lambda: (isinstance(3, SupportsInt), isinstance('a', SupportsInt), isinstance(3.0, SupportsIndex)))
t('rc type', lambda: type(Closable))
@runtime_checkable
class Named(Protocol):
    name: str
    def greet(self) -> str: ...
class P1:
    name = 'a'
    def greet(self): return 'hi'
class P2:
    def __init__(self): self.name = 'x'
    def greet(self): return 'hi'
class P3:
    name = 'a'
t('multi', lambda: (isinstance(P1(), Named), isinstance(P2(), Named), isinstance(P3(), Named)))
class Node:
    next: 'Optional[Node]'
    val: 'int'
    items: List['Node']
    ann: Annotated[int, 'x']
t('gth', lambda: get_type_hints(Node))
t('gth extras', lambda: get_type_hints(Node, include_extras=True))
def f(a: 'Node', b: 'List[int]' = None, c: Optional['Node'] = None) -> 'Dict[str, Node]': pass
t('gth f', lambda: get_type_hints(f))
def g(a: 'Undefined'): pass
t('gth undef', lambda: get_type_hints(g))
t('gth int', lambda: get_type_hints(3))
t('gth len', lambda: get_type_hints(len))
class Base:
    x: int
class Der(Base):
    y: 'str'
t('gth inh', lambda: get_type_hints(Der))
t('gth td', lambda: get_type_hints(TypedDict('TD', {'a': Required[int], 'b': 'NotRequired[str]'})))
t('gth nt', lambda: get_type_hints(NamedTuple('NT', [('a', 'int')])))
t('gth locals', lambda: get_type_hints(g, localns={'Undefined': float}))
t('gth builtin alias', lambda: get_type_hints(type('X', (), {'__annotations__': {'a': list['int'], 'b': 'int | None', 'c': dict[str, 'Node']}})))
t('fwd eq', lambda: (ForwardRef('int') == ForwardRef('int'), hash(ForwardRef('a')) == hash(ForwardRef('a'))))
t('fwd bad', lambda: ForwardRef(3))
class Q(NamedTuple):
    a: int
    b: 'str' = 'x'
    def m(self): return self.a * 2
    @property
    def p(self): return self.b
t('ntm', lambda: (Q(2).m(), Q(2).p, Q.__annotations__, Q._field_defaults, get_type_hints(Q)))
def bad_nt():
    class Bad(NamedTuple):
        a: int = 1
        b: int
t('nt order', bad_nt)
def bad_nt2():
    class Bad(NamedTuple, dict):
        a: int
t('nt multi', bad_nt2)
class GNT(NamedTuple, Generic[T]):
    a: T
t('gnt', lambda: (GNT(1), GNT.__mro__, GNT.__parameters__, GNT[int]))
t('nt defaults kw', lambda: NamedTuple('Z', x=int, y=str)(1, 'a'))
def bad_td():
    class Bad(TypedDict, dict):
        a: int
t('td multi', bad_td)
class TG(TypedDict, Generic[T]):
    a: T
t('tdg', lambda: (TG.__mro__, TG(a=1)))
t('union inst', lambda: (isinstance(3, Union[int, str]), isinstance(3.0, Optional[int])))
t('union inst gen', lambda: isinstance(3, Union[int, List[int]]))
t('list inst', lambda: (isinstance([], List), isinstance([], List[int])))
t('class var bad', lambda: List[ClassVar[int]])
t('plain final', lambda: Optional[Final])
t('final tuple', lambda: Final[int, str])
t('required tuple', lambda: Required[int, str])
t('optional tuple', lambda: Optional[int, str])
t('literal bool', lambda: Literal[1, True, 1])
t('literal unhash', lambda: Literal[[1], [1]])
t('newtype', lambda: (NewType('UserId', int), NewType('UserId', int)(5)))
t('annotated class', lambda: (Annotated, Annotated[int, 1] == Annotated[int, 1], Annotated[int, 1] == Annotated[int, 2]))
t('annotated inst', lambda: Annotated())
t('union pipe', lambda: Union[int | str, float])
t('get_origin misc', lambda: (get_origin(List), get_origin(list[int]), get_origin(int | str), get_origin(Generic), get_origin(int), get_origin(Generic[T])))
t('get_args misc', lambda: (get_args(Tuple[()]), get_args(Callable[[int], str]), get_args(list[int]), get_args(int | str), get_args(Dict[str, int])))
t('tv bound repr', lambda: TypeVar('N', bound='Node').__bound__)
t('list T sub', lambda: (List[T][int], Dict[str, T][int], List[Dict[str, T]][int]))
t('list T err', lambda: List[int][int])
t('list T many', lambda: List[T][int, str])
t('class Y', lambda: type('Y', (), {}) and 1)
class Y(List[int]): pass
t('y mro', lambda: Y.__mro__)
class Z(list[int]): pass
t('z mro', lambda: (Z.__mro__, Z.__orig_bases__))
