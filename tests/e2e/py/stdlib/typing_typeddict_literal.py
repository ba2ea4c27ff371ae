from typing import TypedDict, Literal
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {'title': 'Heat', 'year': 1995}
print(m, type(m).__name__)
m2 = Movie(title='Up', year=2009)
print(m2, type(m2).__name__)
Mode = Literal['r', 'w']
def open_mode(m: Mode) -> str:
    return m
print(open_mode('w'), Mode, Literal[1, 'a', None])
