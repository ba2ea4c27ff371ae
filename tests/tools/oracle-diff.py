#!/usr/bin/env python3
"""Differential test of the C policy engine against the Cedar oracle.

Generates random policies and requests from the grammar (plain Cedar with an
arbitrary context, and Box-schema policies), decides every request with
`strands-box explain --tsv` and with the oracle, and reports every difference in
decision, cause, rule, determining set or message. Run by hand (needs node):

    tests/tools/oracle-diff.sh BUILD_DIR [POLICIES] [SEED]
"""
import json
import os
import random
import subprocess
import sys
import tempfile

STRS = ["", "a", "ab", "abc", "a*b", "~/src/project", "~/src/project/x", "~/.ssh/id",
        "caf\u00e9", "x\\y", "A", "aXbYc", "it's"]
PATTERNS = ["*", "", "a*", "*b", "a*b*c", "~/src/project/*", "~/.ssh/*", "a\\*b", "a\\\\*",
            "*a*a*c", "ab", "caf\\u{e9}", "*/x", "?"]
KEYS = ["p", "s", "n", "flag", "tags", "r", "missing"]


def lit_str(r):
    s = r.choice(STRS)
    return json.dumps(s, ensure_ascii=True).replace("\\u00e9", "\\u{e9}")


def long_expr(r, d):
    c = r.randrange(9 if d > 0 else 3)
    if c == 0:
        return str(r.choice([0, 1, 2, 7, 100, 4611686018427387904, 9223372036854775807]))
    if c == 1:
        return "-" + str(r.choice([1, 9223372036854775808, 5]))
    if c == 2:
        return "context.n"
    if c == 3:
        return "(%s + %s)" % (long_expr(r, d - 1), long_expr(r, d - 1))
    if c == 4:
        return "(%s - %s)" % (long_expr(r, d - 1), long_expr(r, d - 1))
    if c == 5:
        return "(%s * %s)" % (long_expr(r, d - 1), long_expr(r, d - 1))
    if c == 6:
        return "(-%s)" % long_expr(r, d - 1)
    if c == 7:
        return "context.r.x"
    return "(if %s then %s else %s)" % (bool_expr(r, d - 1), long_expr(r, d - 1), long_expr(r, d - 1))


def str_expr(r, d):
    c = r.randrange(4)
    if c == 0:
        return lit_str(r)
    if c == 1:
        return "context.p"
    if c == 2:
        return "context.s"
    return 'context["p"]'


def set_expr(r, d):
    c = r.randrange(3)
    if c == 0:
        return "context.tags"
    items = [lit_str(r) for _ in range(r.randrange(0, 3))]
    if c == 1 and d > 0:
        items.append(str_expr(r, d - 1))
    return "[%s]" % ", ".join(items)


def any_expr(r, d):
    return r.choice([long_expr, str_expr, bool_expr, set_expr])(r, d)


def bool_expr(r, d):
    c = r.randrange(17 if d > 0 else 4)
    if c == 0:
        return r.choice(["true", "false"])
    if c == 1:
        return "context.flag"
    if c == 2:
        return "context has %s" % r.choice(KEYS)
    if c == 3:
        return "%s like \"%s\"" % (str_expr(r, d), r.choice(PATTERNS))
    if c == 4:
        return "(%s == %s)" % (any_expr(r, d - 1), any_expr(r, d - 1))
    if c == 5:
        return "(%s != %s)" % (str_expr(r, d - 1), str_expr(r, d - 1))
    if c == 6:
        return "(%s %s %s)" % (long_expr(r, d - 1), r.choice(["<", "<=", ">", ">="]), long_expr(r, d - 1))
    if c == 7:
        return "!(%s)" % bool_expr(r, d - 1)
    if c == 8:
        return "(%s && %s)" % (bool_expr(r, d - 1), bool_expr(r, d - 1))
    if c == 9:
        return "(%s || %s)" % (bool_expr(r, d - 1), bool_expr(r, d - 1))
    if c == 10:
        return "(if %s then %s else %s)" % (bool_expr(r, d - 1), bool_expr(r, d - 1), bool_expr(r, d - 1))
    if c == 11:
        return "%s.contains(%s)" % (set_expr(r, d - 1), str_expr(r, d - 1))
    if c == 12:
        return "%s.%s(%s)" % (set_expr(r, d - 1), r.choice(["containsAll", "containsAny"]), set_expr(r, d - 1))
    if c == 13:
        return "%s.isEmpty()" % set_expr(r, d - 1)
    if c == 14:
        return "context.%s" % r.choice(["missing", "flag", "n"])
    if c == 15:
        return "context.r has %s" % r.choice(["x", "y"])
    return "(%s)" % any_expr(r, d - 1)


def plain_policy(r):
    rules = []
    for i in range(r.randrange(1, 6)):
        # a unique annotation keeps every rule's text unique: the oracle finds a rule by
        # searching for its text, and an identical rule inside a longer one misorders it
        ann = '@n("%d") ' % i
        if r.random() < 0.7:
            ann += '@id("r%d") ' % i
        if r.random() < 0.3:
            ann += '@description("%s") ' % r.choice(["Why not.", "no", "Stop!", ""])
        conds = ""
        for _ in range(r.randrange(0, 3)):
            conds += " %s { %s }" % (r.choice(["when", "when", "unless"]), bool_expr(r, 3))
        rules.append("%s%s (principal, action, resource)%s;" % (ann, r.choice(["permit", "permit", "forbid"]), conds))
    return "\n".join(rules) + "\n"


def plain_request(r, i):
    ctx = {}
    if r.random() < 0.9:
        ctx["p"] = r.choice(STRS)
    if r.random() < 0.8:
        ctx["s"] = r.choice(STRS)
    if r.random() < 0.9:
        ctx["n"] = r.choice([0, 1, 2, -3, 2 ** 40])
    if r.random() < 0.9:
        ctx["flag"] = r.random() < 0.5
    if r.random() < 0.8:
        ctx["tags"] = r.sample(STRS, r.randrange(0, 3))
    if r.random() < 0.7:
        ctx["r"] = {"x": r.choice([1, 2])} if r.random() < 0.8 else {}
    return {"name": "req %d" % i, "action": r.choice(["fs:read", "fs:write"]), "context": ctx}


PATHS = ["~/src/project", "~/src/project/a.txt", "~/src/project/out/b", "~/.ssh/id_rsa",
         "~/.ssh", "/etc/passwd", "~/src/project-old/x", "~/it's\nnew"]


def schema_rule(r, i):
    act = r.choice(["fs:read", "fs:write", "shell:exec", "net:connect", "http:request", "fs:delete"])
    eff = r.choice(["permit", "permit", "forbid"])
    ann = '@n("%d") ' % i + ('@id("r%d") ' % i if r.random() < 0.8 else "")
    if r.random() < 0.3:
        ann += '@description("%s") ' % r.choice(["Keys stay put.", "no", "Why?", ""])
    scope = 'action == Box::Action::"%s"' % act
    if act.startswith("fs:"):
        ops = {"fs:read": ["read_content", "enumerate"], "fs:write": ["write_content", "create_dir"],
               "fs:delete": ["remove_file"]}[act]
        typ = {"fs:read": "FsReadOperation", "fs:write": "FsWriteOperation", "fs:delete": "FsDeleteOperation"}[act]
        alts = []
        for _ in range(r.randrange(1, 4)):
            c = r.randrange(4)
            if c == 0:
                alts.append('context.input.path like "%s"' % r.choice(["~/src/project/*", "~/.ssh/*", "*", "~/src/project*", "*x*"]))
            elif c == 1:
                alts.append('context.input.path == "%s"' % r.choice(PATHS[:6]))
            elif c == 2:
                alts.append('context.input.operation == Box::%s::"%s"' % (typ, r.choice(ops)))
            else:
                alts.append('["~/.ssh", "~/src/project"].contains(context.input.path)')
        cond = "when { %s }" % r.choice([" || ", " && "]).join(alts)
    elif act == "shell:exec":
        c = r.randrange(4)
        if c == 0:
            cond = 'when { ["python", "python3"].contains(context.input.program) }'
        elif c == 1:
            cond = 'when { context.input has arg1 && context.input.arg1 == "-rf" }'
        elif c == 2:
            cond = 'when { context.input.arg_count * %d > 1 }' % r.choice([1, 4611686018427387904, 3])
        else:
            cond = 'when { context.input.program like "py*" } unless { context.input has arg2 }'
    elif act == "net:connect":
        cond = r.choice(['when { context.input.host == "api.github.com" }',
                         'when { if context.input has ip then context.input.ip != "1.2.3.4" else context.input.port == 443 }',
                         'when { context.input.port + 9223372036854775807 > 0 }'])
    else:
        cond = r.choice(['when { context.input.method == "GET" && context.input.intercepted }',
                         'when { context.input.path like "/zen*" }', ''])
    return "%s%s (principal, %s, resource) %s;" % (ann, eff, scope, cond)


def schema_request(r, i):
    c = r.randrange(5)
    if c < 2:
        act = r.choice(["fs:read", "fs:write", "fs:delete"])
        op = {"fs:read": ["read_content", "enumerate"], "fs:write": ["write_content", "create_dir"],
              "fs:delete": ["remove_file"]}[act]
        return {"name": "req %d" % i, "action": act, "input": {"path": r.choice(PATHS), "operation": r.choice(op)}}
    if c == 2:
        argv = r.choice([["python3", "x.py"], ["rm", "-rf", "/"], ["ls"], ["python"], ["pythonx", "a", "b"]])
        return {"name": "req %d" % i, "action": "shell:exec", "input": {"argv": argv}}
    if c == 3:
        inp = {"host": r.choice(["api.github.com", "evil.com"]), "port": r.choice([443, 80, 2])}
        if r.random() < 0.5:
            inp["ip"] = r.choice(["1.2.3.4", "5.6.7.8"])
        return {"name": "req %d" % i, "action": "net:connect", "input": inp}
    return {"name": "req %d" % i, "action": "http:request",
            "input": {"url": r.choice(["https://api.github.com/zen?x=1", "http://a.b:8080/zip"]),
                      "method": r.choice(["GET", "POST"])}}


def oracle_tsv(oracle, policy, reqfile, schema):
    cmd = ["node", oracle, "--json"] + ([] if schema else ["--no-schema"]) + [policy, reqfile]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if "will not load" in p.stdout:
        return None
    lines = []
    for line in p.stdout.splitlines():
        if line.startswith("{"):
            o = json.loads(line)
            lines.append("\t".join([o["decision"], o["cause"], o["rule"], ",".join(sorted(o["determining"])), o["message"]]))
    return lines


def ours_tsv(box, policy, reqfile, schema):
    cmd = [box, "explain", "--tsv", "--policy", policy] + ([] if schema else ["--no-schema"]) + [reqfile]
    p = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, HOME="/nonexistent"))
    if p.returncode != 0:
        return None
    return p.stdout.splitlines()


def main():
    build = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    oracle = os.environ.get("ORACLE", os.path.join(os.path.dirname(__file__), "../../../shared/tools/cedar-oracle/oracle.js"))
    box = os.path.join(build, "strands-box")
    r = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="oracle-diff.")
    outdir = os.environ.get("KEEP", tmp)
    checked = 0
    diffs = 0
    load_diffs = 0
    for k in range(count):
        schema = k % 2 == 1
        if schema:
            text = "\n".join(schema_rule(r, i) for i in range(r.randrange(1, 7))) + "\n"
            reqs = [schema_request(r, i) for i in range(12)]
        else:
            text = plain_policy(r)
            reqs = [plain_request(r, i) for i in range(12)]
        pol = os.path.join(tmp, "p%d.dw" % k)
        rq = os.path.join(tmp, "p%d.json" % k)
        with open(pol, "w") as f:
            f.write(text)
        with open(rq, "w") as f:
            json.dump(reqs, f)
        want = oracle_tsv(oracle, pol, rq, schema)
        got = ours_tsv(box, pol, rq, schema)
        if (want is None) != (got is None):
            load_diffs += 1
            print("LOAD DIFFERS (%s): oracle %s, ours %s: %s" % ("schema" if schema else "plain",
                  "refuses" if want is None else "loads", "refuses" if got is None else "loads", pol))
            continue
        if want is None:
            continue
        for i, (w, g) in enumerate(zip(want, got)):
            checked += 1
            if w != g:
                diffs += 1
                print("DIFF %s request %d\n  oracle: %s\n  ours:   %s" % (pol, i + 1, w, g))
        if len(want) != len(got):
            diffs += 1
            print("DIFF %s: %d answers vs %d" % (pol, len(want), len(got)))
    print("oracle-diff: %d policies, %d decisions compared, %d differ, %d load disagreements (files in %s)"
          % (count, checked, diffs, load_diffs, tmp))
    sys.exit(1 if diffs or load_diffs else 0)


if __name__ == "__main__":
    main()
