from typing import Union, Optional, List, Any
print(Union[int, Union[str, float]], Union[int, int], Optional[Optional[int]])
print(Union[int, str] == Union[int, str], Optional[int] != Optional[str], hash(Union[int, str]) == hash(Union[str, int]))
try:
    Union[()]
except TypeError as e:
    print('TypeError', e)
try:
    Any()
except TypeError as e:
    print('TypeError', e)
