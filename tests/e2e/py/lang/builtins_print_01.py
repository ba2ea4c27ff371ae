# builtins_print_01: Monty language golden test
print('a', 'b', sep='')
print('a', 'b', sep='--', end='!\n')
print()
print(1, 2, 3, sep=', ', end='')
print(' <- no newline')
print('x', end='')
print('y', end='')
print()
print(*[], sep='zzz')
print(None, True, [], {}, sep='|')
import sys
print('flush', flush=True)
print('multi\nline')
sys.stdout.write('direct write\n')
print(sys.stdout.write('ab') if False else 'ok')
try:
    print('x', sep=5)
except TypeError as e:
    print(type(e).__name__, e)
sys.stdout.flush()
print('to stderr', file=sys.stderr)
