# expect: spec
# issue 12: an uncaught exception with a huge message prints its type and the first
# 4096 bytes of the message, then "…(N bytes)" with the whole length; a short one is
# printed whole, and a cut never splits a character.
try:
    raise ValueError('é' * 3000)
except ValueError as e:
    print(len(str(e)))
print('start')
raise ValueError('ab' + 'é' * 20000000)
