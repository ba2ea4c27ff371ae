# sys.exit("text") prints the text on stderr and ends with status 1.
import sys
errors = ["config missing"]
print("checked", len(errors), "things", flush=True)
if errors:
    sys.exit("fatal: " + errors[0])
print("never printed")
