# exc_custom_01: Monty language golden test
class AppError(Exception):
    pass
class DbError(AppError):
    def __init__(self, table, msg):
        super().__init__(msg)
        self.table = table
    def __str__(self):
        return f'[{self.table}] {self.args[0]}'
try:
    raise DbError('users', 'locked')
except AppError as e:
    print(type(e).__name__, e, e.table, e.args, repr(e))
print(issubclass(DbError, Exception), issubclass(DbError, BaseException), isinstance(DbError('t', 'm'), AppError))
class NoMsg(Exception): pass
print(repr(NoMsg()), str(NoMsg()), repr(NoMsg(1, 2)), str(NoMsg(1, 2)), str(NoMsg('one')))
class WithRepr(Exception):
    def __repr__(self):
        return 'WR!'
print(repr(WithRepr('x')), str(WithRepr('x')))
try:
    raise NoMsg
except NoMsg as e:
    print('class raise ok', type(e).__name__)
e = ValueError('v')
e.note = 'attr'
print(e.note)
