print(list("abc"), [c for c in "xyz"], "".join(reversed("abc")), sorted("cab"), enumerate("ab").__next__())
