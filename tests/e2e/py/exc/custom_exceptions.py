class AppError(Exception):
    pass
class DbError(AppError):
    def __init__(self, code):
        super().__init__(f"db error {code}")
        self.code = code
try:
    raise DbError(5)
except AppError as e:
    print(type(e).__name__, e, e.code, e.args, isinstance(e, Exception))
