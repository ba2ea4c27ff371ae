# expect: spec
# input() is undefined in the box (NameError, spec): a script falls back to a default.
def ask(prompt, default):
    try:
        answer = input(prompt)
    except NameError as e:
        print(f"no input(): {e}")
        return default
    return answer or default


choice = ask("continue? ", "yes")
print("choice:", choice)
try:
    data = input()
except Exception as e:
    print(type(e).__name__, isinstance(e, LookupError), e.args)
