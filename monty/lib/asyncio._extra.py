# asyncio._extra: the names of CPython's asyncio a script uses less often (Runner, Barrier, the
# stream and sendfile exceptions, AbstractEventLoop, the event loop policy). Not a module of its
# own: the module's __getattr__ (monty/modules/mod_asyncio.c, mt_module_getattr_part) runs it into
# asyncio's namespace at the first name asyncio does not otherwise have, so `import asyncio` does
# not pay for it. Compiled at build time into frozen tables: see HACKING.md.

_extra_done = True


class BrokenBarrierError(RuntimeError):
    pass


class SendfileNotAvailableError(RuntimeError):
    pass


class IncompleteReadError(EOFError):
    def __init__(self, partial, expected):
        r_expected = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of {r_expected} expected bytes')
        self.partial = partial
        self.expected = expected

    def __reduce__(self):
        return type(self), (self.partial, self.expected)


class LimitOverrunError(Exception):
    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed

    def __reduce__(self):
        return type(self), (self.args[0], self.consumed)


class _AbstractLoopMeta(type):
    # the box's one loop class (_Loop) counts as an AbstractEventLoop, as CPython's loops do
    def __instancecheck__(cls, obj):
        return type.__instancecheck__(cls, obj) or (cls is AbstractEventLoop and
                                                    isinstance(obj, _Loop))

    def __subclasscheck__(cls, sub):
        return type.__subclasscheck__(cls, sub) or (cls is AbstractEventLoop and
                                                    issubclass(sub, _Loop))


def _abstract_method(name):
    def method(self, *args, **kwargs):
        raise NotImplementedError

    method.__name__ = method.__qualname__ = name
    return method


class AbstractEventLoop(metaclass=_AbstractLoopMeta):
    pass


for _name in ('run_forever', 'run_until_complete', 'stop', 'is_running', 'is_closed', 'close',
              'shutdown_asyncgens', 'shutdown_default_executor', 'call_soon', 'call_later',
              'call_at', 'time', 'create_future', 'create_task', 'get_exception_handler',
              'set_exception_handler', 'default_exception_handler', 'call_exception_handler',
              'get_debug', 'set_debug'):
    setattr(AbstractEventLoop, _name, _abstract_method(_name))
del _name


class AbstractEventLoopPolicy:
    def get_event_loop(self):
        raise NotImplementedError

    def set_event_loop(self, loop):
        raise NotImplementedError

    def new_event_loop(self):
        raise NotImplementedError


class _UnixDefaultEventLoopPolicy(AbstractEventLoopPolicy):
    # the module's own functions: asyncio.get_event_loop() and the rest do not consult the
    # policy (one thread, one loop)
    def get_event_loop(self):
        return get_event_loop()

    def set_event_loop(self, loop):
        if loop is not None and not isinstance(loop, AbstractEventLoop):
            raise TypeError(f"loop must be an instance of AbstractEventLoop or None, not "
                            f"'{type(loop).__name__}'")
        set_event_loop(loop)

    def new_event_loop(self):
        return new_event_loop()


DefaultEventLoopPolicy = _UnixDefaultEventLoopPolicy
_policy = [None]


def get_event_loop_policy():
    if _policy[0] is None:
        _policy[0] = DefaultEventLoopPolicy()
    return _policy[0]


def set_event_loop_policy(policy):
    if policy is not None and not isinstance(policy, AbstractEventLoopPolicy):
        raise TypeError(f"policy must be an instance of AbstractEventLoopPolicy or None, not "
                        f"'{type(policy).__name__}'")
    _policy[0] = policy


class Runner:
    def __init__(self, *, debug=None, loop_factory=None):
        self._state = 'created'
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != 'initialized':
            return
        try:
            loop = self._loop
            loop._cancel_all_tasks()
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()
            self._loop = None
            self._state = 'closed'

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError(f'a coroutine was expected, got {coro!r}')
        if _loop is not None and _loop._running:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        self._lazy_init()
        return self._loop.run_until_complete(coro)

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError('Runner is closed')
        if self._state == 'initialized':
            return
        self._loop = new_event_loop() if self._loop_factory is None else self._loop_factory()
        self._state = 'initialized'


class Barrier:
    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = 'filling'
        self._count = 0

    def __repr__(self):
        extra = self._state
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return f'<asyncio.locks.Barrier object at {hex(id(self))} [{extra}]>'

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._block()
            try:
                index = self._count
                self._count += 1
                if index + 1 == self._parties:
                    await self._release()
                else:
                    await self._wait()
                return index
            finally:
                self._count -= 1
                self._exit()

    async def _block(self):
        await self._cond.wait_for(lambda: self._state not in ('draining', 'resetting'))
        if self._state == 'broken':
            raise BrokenBarrierError('Barrier aborted')

    async def _release(self):
        self._state = 'draining'
        self._cond.notify_all()

    async def _wait(self):
        await self._cond.wait_for(lambda: self._state != 'filling')
        if self._state in ('broken', 'resetting'):
            raise BrokenBarrierError('Abort or reset of barrier')

    def _exit(self):
        if self._count == 0:
            if self._state in ('resetting', 'draining'):
                self._state = 'filling'
            self._cond.notify_all()

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                if self._state != 'resetting':
                    self._state = 'resetting'
            else:
                self._state = 'filling'
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = 'broken'
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == 'filling':
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == 'broken'
