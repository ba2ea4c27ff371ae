# expect: spec
# A dedent that matches no outer level: IndentationError before anything runs.
def report(items):
    for item in items:
        print(item)
      print("done")


report([1])
