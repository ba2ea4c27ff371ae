# exc_custom_02: Monty language golden test
class ValidationError(ValueError):
    def __init__(self, field, problem):
        self.field = field
        self.problem = problem
        super().__init__(f'{field}: {problem}')
def validate(d):
    errors = []
    for f in ('name', 'age'):
        if f not in d:
            errors.append(ValidationError(f, 'missing'))
    if errors:
        raise errors[0]
    return 'valid'
print(validate({'name': 1, 'age': 2}))
try:
    validate({'name': 'x'})
except ValueError as e:
    print(type(e).__name__, e, e.field, isinstance(e, ValidationError), e.args)
class Retry(Exception):
    def __init__(self, attempts):
        self.attempts = attempts
def work(n):
    if n < 3:
        raise Retry(n)
    return n
n = 0
while True:
    try:
        print('done', work(n))
        break
    except Retry as r:
        print('retry', r.attempts, r.args)
        n += 1
