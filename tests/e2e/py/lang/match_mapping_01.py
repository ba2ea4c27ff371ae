# match_mapping_01: Monty language golden test
def cmd(c):
    match c:
        case {'action': 'move', 'x': x, 'y': y}:
            return f'move {x},{y}'
        case {'action': 'say', 'text': str(t)}:
            return 'say ' + t
        case {'action': a, **rest}:
            return f'{a} with {rest}'
        case {}:
            return 'empty map'
        case _:
            return 'not a map'
print(cmd({'action': 'move', 'x': 1, 'y': 2, 'extra': 0}))
print(cmd({'action': 'say', 'text': 'hi'}))
print(cmd({'action': 'say', 'text': 5}))
print(cmd({'other': 1}))
print(cmd([1]))
