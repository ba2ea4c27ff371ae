# expect: spec
# A missing ':' after an if: SyntaxError before anything runs.
count = 3
if count > 2
    print("big")
