# expect: spec
# An uncaught ValueError three calls deep: stdout kept, then Monty's report
# (summary, frames innermost first, summary again) and exit status 1.
def parse_port(text):
    return int(text)


def load(cfg):
    ports = []
    for item in cfg.split(","):
        ports.append(parse_port(item.strip()))
    return ports


def main():
    print("loading", load("80, 443"))
    print("loading", load("8080, http"))


main()
