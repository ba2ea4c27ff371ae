# expect: spec
# An uncaught NameError for input(): the run ends with status 1 and Monty's report.
def confirm(question):
    reply = input(question + " [y/n] ")
    return reply.strip().lower() == "y"


print("about to ask")
if confirm("delete files?"):
    print("deleting")
