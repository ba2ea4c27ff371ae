# asyncio: the event loop, tasks, futures, queues, locks and timeouts over the C clock and
# sleep. The Python part of the module (monty/modules/mod_asyncio.c holds the C part). Compiled
# at build time into frozen tables (monty/tools/freeze.c) and run at import: see HACKING.md.

class CancelledError(BaseException):
    pass
class InvalidStateError(Exception):
    pass
class QueueEmpty(Exception):
    pass
class QueueFull(Exception):
    pass
TimeoutError = TimeoutError
_loop = None
_current = None
async def _probe():
    pass
_c = _probe()
_coro_type = type(_c)
_c.close()
del _c
def iscoroutine(obj):
    return type(obj) is _coro_type
def iscoroutinefunction(func):
    return bool(getattr(getattr(func, '__code__', None), 'co_flags', 0) & 0x80)
class Handle:
    def __init__(self, fn, args):
        self._fn = fn
        self._args = args
        self._cancelled = False
    def cancel(self):
        self._cancelled = True
    def cancelled(self):
        return self._cancelled
    def get_context(self):
        return None
    def __repr__(self):
        info = [type(self).__name__]
        if self._cancelled:
            info.append('cancelled')
        if type(self) is not Handle:
            info.append(f'when={self._when}')
        if not self._cancelled:
            name = getattr(self._fn, '__qualname__', None) or repr(self._fn)
            info.append(name + '(' + ', '.join(map(repr, self._args)) + ')')
        return '<' + ' '.join(info) + '>'
class TimerHandle(Handle):
    def __init__(self, when, fn, args):
        Handle.__init__(self, fn, args)
        self._when = when
    def when(self):
        return self._when
class _Loop:
    def __init__(self):
        self._ready = []
        self._timers = []
        self._seq = 0
        self._running = False
        self._closed = False
        self._tasks = {}
        self._asyncgens = []
        self._now = _clock()
    def time(self):
        return self._now
    def call_soon(self, fn, *args, context=None):
        h = Handle(fn, args)
        self._ready.append(h)
        return h
    def call_later(self, delay, fn, *args, context=None):
        return self.call_at(self._now + delay, fn, *args)
    def call_at(self, when, fn, *args, context=None):
        h = TimerHandle(when, fn, args)
        self._seq += 1
        self._timers.append((when, self._seq, h, when - self._now))
        self._timers.sort(key=lambda t: (t[0], t[1]))
        return h
    def create_future(self):
        return Future()
    def create_task(self, coro, *, name=None):
        return Task(coro, name=name)
    def is_running(self):
        return self._running
    def is_closed(self):
        return self._closed
    def close(self):
        self._closed = True
    def _run_once(self):
        self._timers = [t for t in self._timers if not t[2]._cancelled]
        if not self._ready and self._timers:
            self._now = max(self._now, self._timers[0][0])
        while self._timers and self._timers[0][0] <= self._now:
            t = self._timers.pop(0)
            if t[3] > 0:
                _sleep(t[3])
            self._ready.append(t[2])
        todo = self._ready
        self._ready = []
        for h in todo:
            if not h._cancelled:
                h._fn(*h._args)
    def run_until_complete(self, aw):
        global _loop
        prev = _loop
        _loop = self
        self._running = True
        try:
            fut = ensure_future(aw)
            while not fut.done():
                if not self._ready and not self._timers:
                    raise RuntimeError('Event loop stopped before Future completed.')
                self._run_once()
        finally:
            self._running = False
            _loop = prev
        return fut.result()
    def _cancel_all_tasks(self):
        pending = [t for t in self._tasks if not t.done()]
        if not pending:
            return
        async def cancel_all():
            for t in pending:
                t.cancel()
            await gather(*pending, return_exceptions=True)
        self.run_until_complete(cancel_all())
    async def shutdown_asyncgens(self):
        gens = self._asyncgens
        self._asyncgens = []
        if gens:
            await gather(*[ag.aclose() for ag in gens], return_exceptions=True)
def _asyncgen_firstiter(agen):
    if _loop is not None and _loop._running:
        _loop._asyncgens.append(agen)
def _get_loop():
    if _loop is None:
        raise RuntimeError('no running event loop')
    return _loop
def get_running_loop():
    if _loop is None or not _loop._running:
        raise RuntimeError('no running event loop')
    return _loop
def get_event_loop():
    global _loop
    if _loop is None:
        _loop = _Loop()
    return _loop
def new_event_loop():
    return _Loop()
def set_event_loop(loop):
    global _loop
    _loop = loop
class Future:
    def __init__(self, *, loop=None):
        self._done = False
        self._cancelled = False
        self._result = None
        self._exc = None
        self._callbacks = []
        self._cancel_message = None
        self._cancelled_exc = None
    def done(self):
        return self._done
    def cancelled(self):
        return self._cancelled
    def _cancelled_error(self):
        exc = self._cancelled_exc
        if exc is not None:  # a task's own CancelledError, handed out once (as CPython)
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)
    def result(self):
        if self._cancelled:
            raise self._cancelled_error()
        if not self._done:
            raise InvalidStateError('Result is not set.')
        if self._exc is not None:
            raise self._exc
        return self._result
    def exception(self):
        if self._cancelled:
            raise self._cancelled_error()
        if not self._done:
            raise InvalidStateError('Exception is not set.')
        return self._exc
    def _schedule(self):
        cbs = self._callbacks
        self._callbacks = []
        for cb in cbs:
            _get_loop().call_soon(cb, self)
    def set_result(self, result):
        if self._done:
            raise InvalidStateError('invalid state')
        self._result = result
        self._done = True
        self._schedule()
    def set_exception(self, exc):
        if self._done:
            raise InvalidStateError('invalid state')
        if isinstance(exc, type):
            exc = exc()
        self._exc = exc
        self._done = True
        self._schedule()
    def cancel(self, msg=None):
        if self._done:
            return False
        self._cancel_message = msg
        self._cancelled = True
        self._done = True
        self._schedule()
        return True
    def add_done_callback(self, fn, *, context=None):
        if self._done:
            _get_loop().call_soon(fn, self)
        else:
            self._callbacks.append(fn)
    def remove_done_callback(self, fn):
        n = len(self._callbacks)
        self._callbacks = [c for c in self._callbacks if c != fn]
        return n - len(self._callbacks)
    def get_loop(self):
        return _get_loop()
    def __await__(self):
        if not self._done:
            yield self
        if not self._done:
            raise RuntimeError('await wasn\'t used with future')
        return self.result()
    __iter__ = __await__
class Task(Future):
    def __init__(self, coro, *, loop=None, name=None):
        super().__init__()
        if not iscoroutine(coro):
            raise TypeError('a coroutine was expected, got ' + repr(coro))
        self._coro = coro
        self._waiter = None
        self._must_cancel = False
        self._num_cancels_requested = 0
        self._name = name if name is not None else 'Task-' + str(_next_id())
        self._loop = _get_loop()
        self._loop._tasks[self] = None
        self._loop.call_soon(self._step)
    def get_name(self):
        return self._name
    def set_name(self, name):
        self._name = str(name)
    def get_coro(self):
        return self._coro
    def cancel(self, msg=None):
        if self._done:
            return False
        self._num_cancels_requested += 1
        if self._waiter is not None:
            if self._waiter.cancel(msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True
    def cancelling(self):
        return self._num_cancels_requested
    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested
    def _step(self, exc=None):
        global _current
        if self._done:
            return
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._cancelled_error()
            self._must_cancel = False
        prev = _current
        _current = self
        try:
            if exc is None:
                r = self._coro.send(None)
            else:
                r = self._coro.throw(exc)
        except StopIteration as e:
            Future.set_result(self, e.value)
        except CancelledError as e:
            self._cancelled_exc = e
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as e:
            Future.set_exception(self, e)
            raise
        except BaseException as e:
            Future.set_exception(self, e)
        else:
            if isinstance(r, Future):
                if r is self:
                    _get_loop().call_soon(self._step, RuntimeError('Task cannot await on itself'))
                else:
                    self._waiter = r
                    r.add_done_callback(self._wakeup)
                    if self._must_cancel:
                        if r.cancel():
                            self._must_cancel = False
            elif r is None:
                _get_loop().call_soon(self._step)
            else:
                _get_loop().call_soon(self._step, RuntimeError('Task got bad yield: ' + repr(r)))
        finally:
            _current = prev
            if self._done:
                self._loop._tasks.pop(self, None)
    def _wakeup(self, fut):
        self._waiter = None
        try:
            fut.result()
        except BaseException as e:
            self._step(e)
        else:
            self._step()
    def __repr__(self):
        state = 'cancelled' if self._cancelled else 'finished' if self._done else 'pending'
        return '<Task ' + state + ' name=' + repr(self._name) + '>'
_ids = [0]
def _next_id():
    _ids[0] += 1
    return _ids[0]
def ensure_future(aw, *, loop=None):
    if isinstance(aw, Future):
        return aw
    if iscoroutine(aw):
        return Task(aw)
    if hasattr(aw, '__await__'):
        async def _wrap():
            return await aw
        return Task(_wrap())
    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')
def create_task(coro, *, name=None, context=None):
    get_running_loop()
    return Task(coro, name=name)
def current_task(loop=None):
    return _current
def all_tasks(loop=None):
    loop = _get_loop() if loop is None else loop
    return set(t for t in loop._tasks if not t.done())
def isfuture(obj):
    return isinstance(obj, Future)
class _Yield:
    def __await__(self):
        yield
def _set_if_pending(fut, value):
    if not fut.done():
        fut.set_result(value)
async def sleep(delay, result=None):
    if delay <= 0:
        await _Yield()
        return result
    fut = Future()
    h = _get_loop().call_later(delay, _set_if_pending, fut, result)
    try:
        return await fut
    finally:
        h.cancel()
def run(main, *, debug=None):
    if _loop is not None and _loop._running:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not iscoroutine(main):
        raise ValueError('a coroutine was expected, got ' + repr(main))
    loop = _Loop()
    try:
        return loop.run_until_complete(main)
    finally:
        try:
            loop._cancel_all_tasks()
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()
def gather(*aws, return_exceptions=False):
    futs = [ensure_future(a) for a in aws]
    outer = Future()
    if not futs:
        outer.set_result([])
        return outer
    left = [len(futs)]
    def done_cb(f):
        left[0] -= 1
        if outer.done():
            return
        if not return_exceptions:
            if f.cancelled():
                outer.set_exception(CancelledError())
                return
            e = f.exception()
            if e is not None:
                outer.set_exception(e)
                return
        if left[0] == 0:
            res = []
            for x in futs:
                if x.cancelled():
                    res.append(CancelledError())
                else:
                    e = x.exception()
                    res.append(e if e is not None else x.result())
            outer.set_result(res)
    for f in futs:
        f.add_done_callback(done_cb)
    return outer
async def wait_for(aw, timeout):
    fut = ensure_future(aw)
    if timeout is None:
        return await fut
    if timeout <= 0:
        if fut.done():
            return fut.result()
        fut.cancel()
        raise TimeoutError()
    waiter = Future()
    h = _get_loop().call_later(timeout, _set_if_pending, waiter, False)
    fut.add_done_callback(lambda f: _set_if_pending(waiter, True))
    try:
        await waiter
    except CancelledError:
        fut.cancel()
        raise
    finally:
        h.cancel()
    if fut.done():
        return fut.result()
    fut.cancel()
    try:
        await fut
    except CancelledError:
        pass
    else:
        return fut.result()
    raise TimeoutError()
FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'
async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    fs = set(ensure_future(f) for f in fs)
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    waiter = Future()
    h = None
    if timeout is not None:
        h = _get_loop().call_later(timeout, _set_if_pending, waiter, None)
    def check(f=None):
        done = [x for x in fs if x.done()]
        if return_when == FIRST_COMPLETED and done:
            _set_if_pending(waiter, None)
        elif return_when == FIRST_EXCEPTION and any(not x.cancelled() and x.exception() is not None for x in done):
            _set_if_pending(waiter, None)
        elif len(done) == len(fs):
            _set_if_pending(waiter, None)
    for f in fs:
        f.add_done_callback(check)
    check()
    try:
        await waiter
    finally:
        if h is not None:
            h.cancel()
    done = set(x for x in fs if x.done())
    return done, fs - done
def as_completed(fs, *, timeout=None):
    fs = [ensure_future(f) for f in fs]
    q = []
    waiters = []
    def on_done(f):
        q.append(f)
        if waiters:
            _set_if_pending(waiters.pop(0), None)
    for f in fs:
        f.add_done_callback(on_done)
    async def next_one():
        while not q:
            w = Future()
            waiters.append(w)
            await w
        return q.pop(0).result()
    return [next_one() for _ in fs]
async def shield(aw):
    return await ensure_future(aw)
class Event:
    def __init__(self):
        self._value = False
        self._waiters = []
    def is_set(self):
        return self._value
    def set(self):
        if not self._value:
            self._value = True
            for w in self._waiters:
                _set_if_pending(w, True)
    def clear(self):
        self._value = False
    async def wait(self):
        if self._value:
            return True
        w = Future()
        self._waiters.append(w)
        try:
            await w
            return True
        finally:
            self._waiters.remove(w)
class Lock:
    def __init__(self):
        self._locked = False
        self._waiters = []
    def locked(self):
        return self._locked
    async def acquire(self):
        while self._locked:
            w = Future()
            self._waiters.append(w)
            try:
                await w
            finally:
                if w in self._waiters:
                    self._waiters.remove(w)
        self._locked = True
        return True
    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False
        if self._waiters:
            _set_if_pending(self._waiters.pop(0), True)
    async def __aenter__(self):
        await self.acquire()
        return None
    async def __aexit__(self, et, ev, tb):
        self.release()
class Semaphore:
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._value = value
        self._waiters = []
    def locked(self):
        return self._value == 0
    async def acquire(self):
        while self._value <= 0:
            w = Future()
            self._waiters.append(w)
            try:
                await w
            finally:
                if w in self._waiters:
                    self._waiters.remove(w)
        self._value -= 1
        return True
    def release(self):
        self._value += 1
        if self._waiters:
            _set_if_pending(self._waiters.pop(0), True)
    async def __aenter__(self):
        await self.acquire()
        return None
    async def __aexit__(self, et, ev, tb):
        self.release()
class Queue:
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._items = []
        self._getters = []
        self._putters = []
        self._unfinished = 0
        self._finished = Event()
        self._finished.set()
    def _format(self):
        # CPython's fields (a PriorityQueue's items print sorted here, as a heap there)
        result = f'maxsize={self._maxsize!r}'
        if self._items:
            result += f' _queue={list(self._items)!r}'
        if self._getters:
            result += f' _getters[{len(self._getters)}]'
        if self._putters:
            result += f' _putters[{len(self._putters)}]'
        if self._unfinished:
            result += f' tasks={self._unfinished}'
        return result
    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'
    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'
    def qsize(self):
        return len(self._items)
    @property
    def maxsize(self):
        return self._maxsize
    def empty(self):
        return not self._items
    def full(self):
        return self._maxsize > 0 and len(self._items) >= self._maxsize
    def _wake(self, ws):
        while ws:
            w = ws.pop(0)
            if not w.done():
                w.set_result(None)
                break
    def _put(self, item):
        self._items.append(item)
    def _get(self):
        return self._items.pop(0)
    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished += 1
        self._finished.clear()
        self._wake(self._getters)
    def get_nowait(self):
        if not self._items:
            raise QueueEmpty
        item = self._get()
        self._wake(self._putters)
        return item
    async def put(self, item):
        while self.full():
            w = Future()
            self._putters.append(w)
            await w
        self.put_nowait(item)
    async def get(self):
        while not self._items:
            w = Future()
            self._getters.append(w)
            await w
        return self.get_nowait()
    def task_done(self):
        if self._unfinished <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished -= 1
        if self._unfinished == 0:
            self._finished.set()
    async def join(self):
        if self._unfinished > 0:
            await self._finished.wait()
class LifoQueue(Queue):
    def _get(self):
        return self._items.pop()
class PriorityQueue(Queue):
    def _put(self, item):
        lo = 0
        hi = len(self._items)
        while lo < hi:
            mid = (lo + hi) // 2
            if item < self._items[mid]:
                hi = mid
            else:
                lo = mid + 1
        self._items.insert(lo, item)
class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)
    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()
class Condition:
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self._waiters = []
    def locked(self):
        return self._lock.locked()
    async def acquire(self):
        return await self._lock.acquire()
    def release(self):
        self._lock.release()
    async def __aenter__(self):
        await self._lock.acquire()
        return None
    async def __aexit__(self, et, ev, tb):
        self._lock.release()
    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = Future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError
    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result
    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)
    def notify_all(self):
        self.notify(len(self._waiters))
class TaskGroup:
    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = {}
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None
    def __repr__(self):
        info = ''
        if self._tasks:
            info += ' tasks=' + str(len(self._tasks))
        if self._errors:
            info += ' errors=' + str(len(self._errors))
        if self._aborting:
            info += ' cancelling'
        elif self._entered:
            info += ' entered'
        return '<TaskGroup' + info + '>'
    async def __aenter__(self):
        if self._entered:
            raise RuntimeError('TaskGroup ' + repr(self) + ' has been already entered')
        self._entered = True
        self._loop = get_running_loop()
        self._parent_task = current_task()
        if self._parent_task is None:
            raise RuntimeError('TaskGroup ' + repr(self) + ' cannot determine the parent task')
        return self
    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None:
            if not self._aborting:
                self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = Future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', errors) from None
    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError('TaskGroup ' + repr(self) + ' has not been entered')
        if self._exiting and not self._tasks:
            raise RuntimeError('TaskGroup ' + repr(self) + ' is finished')
        if self._aborting:
            raise RuntimeError('TaskGroup ' + repr(self) + ' is shutting down')
        task = Task(coro, name=name)
        task.add_done_callback(self._on_task_done)
        self._tasks[task] = None
        return task
    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))
    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()
    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()
class Timeout:
    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._cancelling = 0
        self._when = when
    def when(self):
        return self._when
    def reschedule(self, when):
        if self._state != 'active':
            raise RuntimeError('Cannot change state of ' + self._state + ' Timeout')
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)
    def expired(self):
        return self._state in ('expiring', 'expired')
    def __repr__(self):
        info = ['']
        if self._state == 'active':
            info.append('when=' + repr(self._when))
        return '<Timeout [' + self._state + ']' + ' '.join(info) + '>'
    async def __aenter__(self):
        self._state = 'active'
        self._task = current_task()
        if self._task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._cancelling = self._task.cancelling()
        self.reschedule(self._when)
        return self
    async def __aexit__(self, et, ev, tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and et is CancelledError:
                raise TimeoutError from ev
        elif self._state == 'active':
            self._state = 'finished'
        return None
    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None
def timeout(delay):
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)
def timeout_at(when):
    return Timeout(when)
# the rest of CPython's asyncio names a script can use (Runner, Barrier, the stream exceptions,
# the policy) are monty/lib/asyncio._extra.py, run into this module by its __getattr__
# (monty/modules/mod_asyncio.c) at the first name it does not otherwise have
