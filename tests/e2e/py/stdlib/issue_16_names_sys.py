# issue 16: sys's hash_info, fixed facts, hooks, tracing refusals and the rest
import sys

sys.argv.append('changed')  # orig_argv is the command line as it started

print(sys.hash_info)
print(sys.hash_info.width, sys.hash_info.modulus == 2 ** 61 - 1, sys.hash_info.inf == hash(float('inf')))
print(hash(1j) == sys.hash_info.imag, type(sys.hash_info).__name__, len(sys.hash_info))
print(sys.thread_info.name, sys.thread_info.lock, type(sys.thread_info).__name__)
print(type(sys.builtin_module_names).__name__, 'sys' in sys.builtin_module_names)
print(type(sys.stdlib_module_names).__name__, {'json', 're', 'os', 'typing'} <= sys.stdlib_module_names)
print(sys.orig_argv[1:] == sys.argv[:-1], type(sys.orig_argv).__name__, len(sys.orig_argv))
print(sys.__stdin__ is sys.stdin, sys.__stdin__.name)
print(sys.prefix, sys.exec_prefix, sys.base_prefix, sys.base_exec_prefix, sys.platlibdir)
print(sys.pycache_prefix, sys.dont_write_bytecode, sys.warnoptions, sys.float_repr_style)
print(repr(sys.abiflags), sys.api_version, sys.copyright.splitlines()[0])
print(type(sys.meta_path).__name__, type(sys.path_hooks).__name__, type(sys.path_importer_cache).__name__)
print(sys.is_finalizing(), sys.getfilesystemencodeerrors(), sys.gettrace(), sys.getprofile())

x = object()
before = sys.getrefcount(x)
keep = [x, x]
print(sys.getrefcount(x) - before, sys.getrefcount(None) > 2)
print(isinstance(sys.getallocatedblocks(), int), sys.getallocatedblocks() >= 0)

print(sys.getswitchinterval())
sys.setswitchinterval(0.01)
print(sys.getswitchinterval())
for bad in (0, -1.0, 'x'):
    try:
        sys.setswitchinterval(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

sys.settrace(None)
sys.setprofile(None)
print(sys.gettrace(), sys.getprofile())

print(sys.get_asyncgen_hooks(), sys.get_asyncgen_hooks().firstiter)
sys.set_asyncgen_hooks(firstiter=print)
print(sys.get_asyncgen_hooks().firstiter is print, sys.get_asyncgen_hooks().finalizer)
sys.set_asyncgen_hooks(firstiter=None)
try:
    sys.set_asyncgen_hooks(firstiter=1)
except TypeError as e:
    print('TypeError', e)

print(sys.get_coroutine_origin_tracking_depth())
sys.set_coroutine_origin_tracking_depth(3)
print(sys.get_coroutine_origin_tracking_depth())
sys.set_coroutine_origin_tracking_depth(0)
try:
    sys.set_coroutine_origin_tracking_depth(-1)
except ValueError as e:
    print('ValueError', e)

print(sys.call_tracing(max, (3, 9, 4)))
try:
    sys.call_tracing(max, [1, 2])
except TypeError as e:
    print('TypeError', e)

for name in ('excepthook', 'displayhook', 'unraisablehook', 'breakpointhook'):
    hook = getattr(sys, name)
    print(name, callable(hook), hook is getattr(sys, f'__{name}__'), hook.__name__)

saved = sys.stderr
sys.stderr = sys.stdout
try:
    sys.excepthook(ValueError, ValueError('bad value'), None)
    sys.excepthook(KeyError, KeyError('k'), None)
    sys.excepthook(StopIteration, StopIteration(), None)
finally:
    sys.stderr = saved
sys.displayhook('shown')
sys.displayhook(None)
print(sys.__stdin__ is sys.stdin)

seen = []
sys.addaudithook(lambda event, args: seen.append((event, args)) if event.startswith('box.') else None)
sys.audit('box.test', 1, 'a')
print(seen)
