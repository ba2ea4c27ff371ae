from typing import List, Dict, Union, Optional, Callable, Tuple, get_origin, get_args, Any
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(int), get_args(int))
print(get_args(Union[int, str]), get_args(Optional[int]), get_args(Callable[[int], str]))
print(get_args(Tuple[int, ...]), get_origin(Union[int, str]) is Union)
