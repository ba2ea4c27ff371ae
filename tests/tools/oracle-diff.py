#!/usr/bin/env python3
"""Differential test of the C policy engine against the Cedar oracle.

Generates random policies and requests from the grammar, decides every request with
`strands-box explain --tsv` and with the oracle (Cedar 4.13 through cedar-wasm), and
reports every difference in whether the policy loads and, per request, in decision,
cause, rule, determining set or message. Two families alternate:

- plain Cedar (--no-schema): expressions over an arbitrary context and entity store:
  annotations (blank, white-space and Unicode-blank @id values), `//` comments and
  Unicode white space between any two tokens (inside entity paths too), string
  escapes, `like` patterns with escapes, `has` (identifier, string and dotted forms),
  `in` with entities and sets, `is` (with `in`), if-then-else, 64-bit overflow, unary
  chains, records, sets, index access, permits and forbids in any order;
- Box schema: every action and every context field, every scope form, and odd but
  well-typed requests (explicit principals and resources, `host` with `/`, port 0 or
  negative, empty and white-space strings, control characters), and requests that do
  not fit the schema (which both sides must deny as an internal fault).

Run by hand (needs node and an installed cedar-oracle):

    tests/tools/oracle-diff.sh BUILD_DIR [POLICIES] [SEED] [REQUESTS_PER_POLICY]

KEEP=DIR keeps the generated files there. The oracle decides a batch of policies per
node process (its --suite mode), so a run of 20,000 decisions takes minutes.
"""
import json
import re
import os
import random
import subprocess
import sys
import tempfile
import unicodedata

# ---------------------------------------------------------------- lexical noise

SPACES = [" ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u2003", "\u3000", "\u0085", "\u2028"]
COMMENTS = ["// c\n", "//\n", "// :: \"x\" ; }\n", "//é\r\n", "// permit(principal, action, resource);\n"]


class Noise:
    """White space and comments between tokens, more or less of it per policy."""

    def __init__(self, r):
        self.r = r
        self.level = r.choice([0, 0, 1, 2])

    def ws(self):
        if self.level == 0 or self.r.random() > 0.25 * self.level:
            return " " if self.r.random() < 0.5 else ""
        if self.r.random() < 0.4:
            return " " + self.r.choice(COMMENTS)
        return self.r.choice(SPACES)

    def sp(self):
        """Where a space is needed (between words)."""
        return self.ws() or " "

    def path(self, *parts):
        out = parts[0]
        for p in parts[1:]:
            out += self.ws() + "::" + self.ws() + p
        return out


# ---------------------------------------------------------------- literals

STRS = ["", "a", "ab", "abc", "a*b", "~/src/project", "~/src/project/x", "~/.ssh/id",
        "caf\u00e9", "x\\y", "A", "aXbYc", "it's", " ", "\u00a0", "\t", "a\nb", "\u00e9",
        "e\u0301", "\U0001F600", "\"q\"", "0", "*"]
PATTERNS = ["*", "", "a*", "*b", "a*b*c", "~/src/project/*", "~/.ssh/*", "a\\*b", "a\\\\*",
            "*a*a*c", "ab", "caf\\u{e9}", "*/x", "?", "\\*", "**", "*\\**", "\\\\", "a\\nb",
            "\\u{1F600}*", "x\\\\y", "*\\t*", "\\x41*", "\\\"q\\\""]
KEYS = ["p", "s", "n", "flag", "tags", "r", "missing", "e", "nested"]


def cedar_str(s, r=None):
    """A Cedar string literal for s, with a random choice of escapes."""
    out = []
    for ch in s:
        o = ord(ch)
        pick = r.random() if r else 1.0
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n" if pick < 0.8 else "\\u{a}")
        elif ch == "\t":
            out.append("\\t" if pick < 0.5 else "\\x09")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "'" and pick < 0.5:
            out.append("\\'")
        elif o < 0x20 or o == 0x7F:
            out.append("\\u{%x}" % o)
        elif o > 0x7F and pick < 0.5:
            out.append("\\u{%x}" % o)
        elif o < 0x7F and ch.isalpha() and pick < 0.05:
            out.append("\\x%02x" % o)
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def lit_str(r):
    return cedar_str(r.choice(STRS), r)


# ---------------------------------------------------------------- plain expressions


class Plain:
    def __init__(self, r, noise):
        self.r = r
        self.n = noise

    def ent(self):
        r = self.r
        c = r.randrange(6)
        if c == 0:
            return self.n.path("Box", "Agent", '"self"')
        if c == 1:
            return self.n.path("Box", "Group", cedar_str(r.choice(["g", "h", ""]), r))
        if c == 2:
            return self.n.path("Box", "Resource", '"unused"')
        if c == 3:
            return self.n.path("Box", "Agent", cedar_str(r.choice(["other", "ghost", "", " "]), r))
        if c == 4:
            return self.n.path("Box", "Action", '"fs:read"')
        return self.n.path("Other", "Thing", '"x"')

    def ent_expr(self, d):
        r = self.r
        c = r.randrange(7 if d > 0 else 4)
        if c == 0:
            return "principal"
        if c == 1:
            return "resource"
        if c == 2:
            return "action"
        if c == 3:
            return self.ent()
        if c == 4:
            return "context.e"
        if c == 5:
            return "(if %s then %s else %s)" % (self.bool(d - 1), self.ent_expr(d - 1), self.ent_expr(d - 1))
        return "context.nested.e"

    def long(self, d):
        r = self.r
        c = r.randrange(11 if d > 0 else 4)
        if c == 0:
            return r.choice(["0", "1", "2", "7", "007", "100", "4611686018427387904", "9223372036854775807",
                             "3037000500", "4294967296"])
        if c == 1:
            return r.choice(["-1", "-9223372036854775808", "-5", "- 1", "--1", "-(-1)", "---1",
                             "- 9223372036854775808", "-//c\n9223372036854775808", "--9223372036854775808",
                             "-(9223372036854775807)", "----1"])
        if c == 2:
            return "context.n"
        if c == 3:
            return r.choice(["context.r.x", 'context["n"]', "context.nested.n"])
        if c == 4:
            return "(%s + %s)" % (self.long(d - 1), self.long(d - 1))
        if c == 5:
            return "(%s - %s)" % (self.long(d - 1), self.long(d - 1))
        if c == 6:
            return "(%s * %s)" % (self.long(d - 1), self.long(d - 1))
        if c == 7:
            return "(-%s)" % self.long(d - 1)
        if c == 8:
            return "%s + %s * %s" % (self.long(d - 1), self.long(d - 1), self.long(d - 1))
        if c == 9:
            return "(if %s then %s else %s)" % (self.bool(d - 1), self.long(d - 1), self.long(d - 1))
        return "context.s"  # a type error when used as a Long

    def str(self, d):
        r = self.r
        c = r.randrange(6)
        if c == 0:
            return lit_str(r)
        if c == 1:
            return "context.p"
        if c == 2:
            return "context.s"
        if c == 3:
            return 'context["p"]'
        if c == 4 and d > 0:
            return "(if %s then %s else %s)" % (self.bool(d - 1), self.str(d - 1), self.str(d - 1))
        return r.choice(["context.n", "context.nested.s", 'context.nested["s"]'])

    def set(self, d):
        r = self.r
        c = r.randrange(5)
        if c == 0:
            return "context.tags"
        if c == 1:
            items = [self.ent() for _ in range(r.randrange(1, 3))]
            return "[%s]" % ", ".join(items)
        if c == 2:
            return "[%s]" % ", ".join(self.long(0) for _ in range(r.randrange(0, 3)))
        items = [lit_str(r) for _ in range(r.randrange(0, 3))]
        if d > 0 and r.random() < 0.5:
            items.append(self.str(d - 1))
        return "[%s%s]" % (", ".join(items), "," if items and r.random() < 0.2 else "")

    def rec(self, d):
        r = self.r
        keys = r.sample(["a", "b", '"c d"', '"if"', "x"], r.randrange(0, 3))
        return "{%s}" % ", ".join("%s: %s" % (k, self.any(d - 1)) for k in keys)

    def any(self, d):
        return self.r.choice([self.long, self.str, self.bool, self.set, self.ent_expr, self.rec])(max(d, 0))

    def bool(self, d):
        r = self.r
        n = self.n
        c = r.randrange(26 if d > 0 else 6)
        if c == 0:
            return r.choice(["true", "false"])
        if c == 1:
            return r.choice(["context.flag", 'context["flag"]'])
        if c == 2:
            return "context%shas%s%s" % (n.sp(), n.sp(), r.choice(KEYS + ['"p"', '"if"', '"c d"', "r.x", "nested.e", "r.y"]))
        if c == 3:
            return "%s%slike%s\"%s\"" % (self.str(d), n.sp(), n.sp(), r.choice(PATTERNS))
        if c == 4:
            return "%s%sis%s%s" % (self.ent_expr(d), n.sp(), n.sp(), n.path(*r.choice([["Box", "Agent"], ["Box", "Group"], ["Other", "Thing"], ["Agent"]])))
        if c == 5:
            return "%s%sin%s%s" % (self.ent_expr(d), n.sp(), n.sp(), r.choice([self.ent(), self.set(0), "context.e"]))
        if c == 6:
            return "(%s == %s)" % (self.any(d - 1), self.any(d - 1))
        if c == 7:
            return "(%s != %s)" % (self.str(d - 1), self.str(d - 1))
        if c == 8:
            return "(%s %s %s)" % (self.long(d - 1), r.choice(["<", "<=", ">", ">="]), self.long(d - 1))
        if c == 9:
            return "!(%s)" % self.bool(d - 1)
        if c == 10:
            return "(%s && %s)" % (self.bool(d - 1), self.bool(d - 1))
        if c == 11:
            return "(%s || %s)" % (self.bool(d - 1), self.bool(d - 1))
        if c == 12:
            return "(if %s then %s else %s)" % (self.bool(d - 1), self.bool(d - 1), self.bool(d - 1))
        if c == 13:
            return "%s.contains(%s)" % (self.set(d - 1), r.choice([self.str, self.long, self.ent_expr])(d - 1))
        if c == 14:
            return "%s.%s(%s)" % (self.set(d - 1), r.choice(["containsAll", "containsAny"]), self.set(d - 1))
        if c == 15:
            return "%s.isEmpty()" % self.set(d - 1)
        if c == 16:
            return "context.%s" % r.choice(["missing", "flag", "n", "nested.flag"])
        if c == 17:
            return "context.r has %s" % r.choice(["x", "y", '"x"'])
        if c == 18:
            return "%s%sis%s%s%sin%s%s" % (self.ent_expr(d), n.sp(), n.sp(), n.path("Box", "Agent"), n.sp(), n.sp(), r.choice([self.ent(), self.set(0)]))
        if c == 19:
            return "%s%s" % (r.choice(["!", "!!", "!!!", "!!!!"]), self.bool(d - 1) if r.random() < 0.5 else "(%s)" % self.bool(d - 1))
        if c == 20:
            return "(%s == %s)" % (self.rec(d - 1), self.rec(d - 1))
        if c == 21:
            return "(%s == %s)" % (self.set(d - 1), self.set(d - 1))
        if c == 22:
            return "(%s == %s)" % (self.ent_expr(d - 1), self.ent_expr(d - 1))
        if c == 23:
            return "%s has %s" % (self.rec(d - 1), r.choice(["a", '"c d"', "z"]))
        if c == 24:
            return "(%s.%s)" % (self.rec(d - 1), r.choice(["a", "b", "x"]))
        return "(%s)" % self.any(d - 1)


ANNOT_IDS = ["\0", "a\0b", "", " ", "\t", "\u00a0", "\u2003", "\ufeff", "\u0085", "\u2028", " \u00a0 ", "x", "r", "A b",
             "\u00e9", "id\nwith", "bidi\u202e", "dot.", "why?", "x\\y"]
DESCRIPTIONS = ["Why not.", "no", "Stop!", "", " ", "\u00a0", "multi\nline", "\u3000", "ends?", "\ufeff"]


def annotations(r, n, i, ids_used):
    """Annotations for rule i; @id values may be blank in any of several ways."""
    parts = ['@n("%d")' % i]
    if r.random() < 0.75:
        v = r.choice(ANNOT_IDS) if r.random() < 0.5 else "r%d" % i
        if v.strip() != "" and v in ids_used:
            v = "%s_%d" % (v, i)  # keep non-blank ids unique (a shared one is refused)
        ids_used.add(v)
        if r.random() < 0.1 and v == "":
            parts.append("@id")
        else:
            parts.append("@id(%s)" % cedar_str(v, r))
    if r.random() < 0.35:
        parts.append("@description(%s)" % cedar_str(r.choice(DESCRIPTIONS), r))
    if r.random() < 0.15:
        parts.append("@%s(%s)" % (r.choice(["if", "note", "permit", "when"]), lit_str(r)))
    r.shuffle(parts)
    return n.ws().join(parts) + n.sp()


def scope_plain(r, n):
    p = r.choice(["principal", "principal", "principal == %s" % n.path("Box", "Agent", '"self"'),
                  "principal is %s" % n.path("Box", "Agent"),
                  "principal in %s" % n.path("Box", "Group", '"g"'),
                  "principal is %s in %s" % (n.path("Box", "Agent"), n.path("Box", "Group", '"g"')),
                  "principal == %s" % n.path("Box", "Agent", '"other"')])
    a = r.choice(["action", "action", "action == %s" % n.path("Box", "Action", '"fs:read"'),
                  "action in [%s, %s]" % (n.path("Box", "Action", '"fs:read"'), n.path("Box", "Action", '"fs:write"')),
                  "action in %s" % n.path("Box", "Action", '"fs:write"')])
    res = r.choice(["resource", "resource", "resource == %s" % n.path("Box", "Resource", '"unused"'),
                    "resource is %s" % n.path("Box", "Resource"),
                    "resource in %s" % n.path("Box", "Resource", '"unused"')])
    trail = "," if r.random() < 0.1 else ""
    return "(" + n.ws() + p + n.ws() + "," + n.ws() + a + n.ws() + "," + n.ws() + res + trail + n.ws() + ")"


MUTATIONS = ["", ";", "(", ")", "{", "}", "/*", "*/", "=", "<", "!", "-", "\\*", '"', "::", ":", ".", ",",
             "if", "in", "has", "like", "is", "__cedar", "?principal", "@", "\u00e9", "0x1", "9223372036854775808",
             "when", "unless", "permit", "forbid", "principal", "[]", "{}", "/", "%", "&", "|"]


def mutate(r, text):
    """Insert or replace something at a random place: most such policies must be refused
    by both sides, and a few still load and must decide alike."""
    at = r.randrange(len(text) + 1)
    cut = r.choice([0, 0, 1, 2, 5])
    return text[:at] + r.choice(MUTATIONS) + text[at + cut:]


def plain_policy(r):
    n = Noise(r)
    g = Plain(r, n)
    rules = []
    ids = set()
    if r.random() < 0.04:
        # many satisfied rules: every one is determining
        return "\n".join('@n("%d") %s (principal, action, resource);' % (i, r.choice(["permit", "permit", "forbid"]))
                         for i in range(r.randrange(15, 40))) + "\n"
    for i in range(r.randrange(0, 7)):
        conds = ""
        for _ in range(r.randrange(0, 3)):
            conds += n.sp() + "%s%s{%s%s%s}" % (r.choice(["when", "when", "unless"]), n.ws(), n.ws(), g.bool(3), n.ws())
        rules.append(annotations(r, n, i, ids) + r.choice(["permit", "permit", "forbid"]) + n.ws() + scope_plain(r, n) + conds + n.ws() + ";")
    return n.ws() + (n.ws() + "\n").join(rules) + "\n"


def plain_request(r, i):
    ctx = {}
    if r.random() < 0.9:
        ctx["p"] = r.choice(STRS)
    if r.random() < 0.8:
        ctx["s"] = r.choice(STRS) if r.random() < 0.9 else 3
    if r.random() < 0.9:
        ctx["n"] = r.choice([0, 1, 2, -3, 2 ** 40, 3037000500, -(2 ** 53) + 1, 2 ** 53 - 1])
    if r.random() < 0.9:
        ctx["flag"] = r.random() < 0.5
    if r.random() < 0.8:
        ctx["tags"] = r.sample(STRS, r.randrange(0, 3))
    if r.random() < 0.7:
        ctx["r"] = {"x": r.choice([1, 2])} if r.random() < 0.8 else {}
    if r.random() < 0.6:
        ctx["e"] = {"__entity": r.choice([{"type": "Box::Agent", "id": "self"}, {"type": "Box::Group", "id": "g"},
                                          {"type": "Box::Agent", "id": "ghost"}])}
    if r.random() < 0.5:
        ctx["nested"] = {"s": r.choice(STRS), "n": r.choice([1, -1]), "flag": r.random() < 0.5,
                         "e": {"__entity": {"type": "Box::Agent", "id": "self"}}}
    req = {"name": "req %d" % i, "action": r.choice(["fs:read", "fs:write", "net:connect"]), "context": ctx}
    if r.random() < 0.3:
        req["principal"] = r.choice(['Box::Agent::"other"', 'Box::Agent::"self"', 'Box::Group::"g"', 'Box::Agent::""'])
    if r.random() < 0.5:
        req["entities"] = [
            {"uid": {"type": "Box::Agent", "id": "self"}, "attrs": {"name": "me"},
             "parents": [{"type": "Box::Group", "id": "g"}]},
            {"uid": {"type": "Box::Group", "id": "g"}, "attrs": {}, "parents": [{"type": "Box::Group", "id": "h"}]},
        ]
    return req


# ---------------------------------------------------------------- Box schema

ACTIONS = ["fs:read", "fs:write", "fs:delete", "fs:move", "shell:exec", "shell:spawn", "net:connect", "http:request"]
OPS = {"fs:read": ("FsReadOperation", ["read_content", "read_metadata", "enumerate", "read_link", "change_dir", "exec"]),
       "fs:write": ("FsWriteOperation", ["write_content", "create_dir", "set_permissions", "symlink"]),
       "fs:delete": ("FsDeleteOperation", ["remove_file", "remove_dir"]),
       "fs:move": ("FsMoveOperation", ["rename"])}
PATHS = ["~/src/project", "~/src/project/a.txt", "~/src/project/out/b", "~/.ssh/id_rsa", "~/.ssh", "/etc/passwd",
         "~/src/project-old/x", "~/it's\nnew", "", " ", "\u00a0", "~", "/", "~/a*b", "~/caf\u00e9", "~/e\u0301",
         "~/x\u202ey", "~/\u0007bell", "~/back\\slash", "~/\U0001F600"]
HOSTS = ["api.github.com", "evil.com", "a/b", "", " ", "API.GitHub.com", "1.2.3.4", "[::1]", "host:80", "h\u00e9"]
PROGRAMS = ["python3", "python", "rm", "ls", "", "/bin/rm", "py thon", "pythonx"]


URLS = ["https://api.github.com/zen?x=1", "http://a.b:8080/zip", "https://API.GitHub.COM/", "http://a.b",
        "https://a.b:443/x", "http://a.b:80/x#frag", "https://user:pw@a.b/p", "https://a.b/a/../b/./c",
        "https://a.b/a b", "https://[::1]:8443/x", "https://a.b:0/", "https://xn--caf-dma.com/", "https://a.b./x",
        "https://a.b/%41", "http://1.2.3.4/", "https://a.b/caf\u00e9", "ftp://a.b/x", "https://a.b?q", "https://a.b:65535"]


def sval(r, pool):
    return cedar_str(r.choice(pool), r)


def schema_cond(r, n, act, guarded_bare):
    """A condition for a rule scoped to act (or to several actions, guarded with has)."""
    pre = "context.input"
    alts = []
    for _ in range(r.randrange(1, 4)):
        if act in OPS:
            typ, ops = OPS[act]
            c = r.randrange(7)
            if c == 0:
                alts.append('%s.path like "%s"' % (pre, r.choice(["~/src/project/*", "~/.ssh/*", "*", "~/src/project*", "*x*", "", "\\*", "~/caf\\u{e9}", "*\\u{1F600}"])))
            elif c == 1:
                alts.append("%s.path == %s" % (pre, sval(r, PATHS)))
            elif c == 2:
                alts.append("%s.operation == %s" % (pre, n.path("Box", typ, '"%s"' % r.choice(ops))))
            elif c == 3:
                alts.append("[%s, %s].contains(%s.path)" % (sval(r, PATHS), sval(r, PATHS), pre))
            elif c == 4:
                alts.append("%s.operation in [%s]" % (pre, ", ".join(n.path("Box", typ, '"%s"' % o) for o in r.sample(ops, r.randrange(1, len(ops) + 1)))))
            elif c == 5:
                alts.append('%s has path && %s.path != ""' % (pre, pre))
            else:
                alts.append('%s.operation is %s' % (pre, n.path("Box", typ)))
        elif act in ("shell:exec", "shell:spawn"):
            c = r.randrange(9)
            if c == 0:
                alts.append("[%s].contains(%s.program)" % (", ".join(sval(r, PROGRAMS) for _ in range(2)), pre))
            elif c == 1:
                alts.append('%s has arg1 && %s.arg1 == "-rf"' % (pre, pre))
            elif c == 2:
                alts.append("%s.arg_count * %s > %s" % (pre, r.choice(["1", "4611686018427387904", "3", "-1"]), r.choice(["1", "0", "-9223372036854775808"])))
            elif c == 3:
                alts.append('%s.program like "py*"' % pre)
            elif c == 4:
                alts.append('%s.cwd == "~" || %s.cwd like "~/*"' % (pre, pre))
            elif c == 5:
                alts.append('(if %s has arg2 then %s.arg2 like "*.py" else %s.arg_count < 2)' % (pre, pre, pre))
            elif c == 6:
                alts.append('%s.command like "*%s*"' % (pre, r.choice(["rm", " ", "\\*", ""])))
            elif c == 7 and act == "shell:spawn":
                alts.append('%s.program_path like "/usr/*"' % pre)
            else:
                alts.append("%s.arg_count + %s >= 0" % (pre, r.choice(["9223372036854775807", "1", "-9223372036854775807 - 1"])))
        elif act == "net:connect":
            c = r.randrange(6)
            if c == 0:
                alts.append("%s.host == %s" % (pre, sval(r, HOSTS)))
            elif c == 1:
                alts.append('(if %s has ip then %s.ip != "1.2.3.4" else %s.port == 443)' % (pre, pre, pre))
            elif c == 2:
                alts.append("%s.port + 9223372036854775807 > 0" % pre)
            elif c == 3:
                alts.append("%s.port %s %d" % (pre, r.choice(["<", "<=", ">", ">=", "==", "!="]), r.choice([0, 1, 443, 65535, -1])))
            elif c == 4:
                alts.append('%s.host like "*.%s"' % (pre, r.choice(["com", "test", "*"])))
            else:
                alts.append('%s has ip && %s.ip like "10.*"' % (pre, pre))
        elif act == "http:request":
            c = r.randrange(6)
            if c == 0:
                alts.append('%s.method == "GET" && %s.intercepted' % (pre, pre))
            elif c == 1:
                alts.append('%s.path like "/zen*"' % pre)
            elif c == 2:
                alts.append("%s.body_bytes %s %d" % (pre, r.choice(["<", ">", "=="]), r.choice([0, 1024, 1048576])))
            elif c == 3:
                alts.append("!%s.intercepted" % pre)
            elif c == 4:
                alts.append("%s.port * %s < 0" % (pre, r.choice(["-1", "9223372036854775807", "2"])))
            else:
                alts.append("%s.host == %s" % (pre, sval(r, HOSTS)))
    body = r.choice([" || ", " && "]).join("(%s)" % a if r.random() < 0.5 else a for a in alts)
    if guarded_bare:
        body = "%s has operation && (%s)" % (pre, body) if act in OPS else body
    return "%s%s{%s%s%s}" % (r.choice(["when", "when", "unless"]), n.ws(), n.ws(), body, n.ws())


def schema_rule(r, n, i, ids):
    act = r.choice(ACTIONS)
    eff = r.choice(["permit", "permit", "forbid"])
    ann = annotations(r, n, i, ids)
    c = r.randrange(6)
    if c <= 2:
        ascope = "action == %s" % n.path("Box", "Action", cedar_str(act, r))
    elif c == 3:
        ascope = "action in %s" % n.path("Box", "Action", cedar_str(act))
    elif c == 4:
        acts = [act] + [a for a in r.sample(ACTIONS, 2) if a != act and (a in OPS) == (act in OPS)
                        and (a.startswith("shell") == act.startswith("shell"))]
        ascope = "action in [%s]" % ", ".join(n.path("Box", "Action", '"%s"' % a) for a in acts)
        if len(acts) > 1 and act in OPS:
            # operations differ by action: keep the condition on path only
            act = "fs:any"
    else:
        ascope = "action"
    pscope = r.choice(["principal", "principal", "principal == %s" % n.path("Box", "Agent", '"self"'),
                       "principal is %s" % n.path("Box", "Agent"),
                       "principal == %s" % n.path("Box", "Agent", cedar_str(r.choice(["other", "", " "]), r)),
                       "principal in %s" % n.path("Box", "Agent", '"self"')])
    rscope = r.choice(["resource", "resource", "resource == %s" % n.path("Box", "Resource", '"unused"'),
                       "resource is %s" % n.path("Box", "Resource"),
                       "resource in %s" % n.path("Box", "Resource", '"other"')])
    conds = ""
    if act == "fs:any":
        conds = ' when { context.input.path like "%s" }' % r.choice(["~/*", "*", "/etc/*"])
    elif ascope == "action":
        if r.random() < 0.5:
            conds = ' when { context.input has path && context.input.path like "~/*" }'
    else:
        for _ in range(r.randrange(0, 3)):
            conds += n.sp() + schema_cond(r, n, act, False)
    return "%s%s%s(%s%s,%s%s,%s%s)%s%s;" % (ann, eff, n.ws(), n.ws(), pscope, n.ws(), ascope, n.ws(), rscope, conds, n.ws())


def schema_policy(r):
    n = Noise(r)
    ids = set()
    rules = [schema_rule(r, n, i, ids) for i in range(r.randrange(0, 7))]
    return n.ws() + (n.ws() + "\n").join(rules) + "\n"


def odd_long(r):
    return r.choice([0, 1, 443, 80, 65535, 65536, -1, 0, 2 ** 53 - 1, -(2 ** 53) + 1, 8080])


def schema_request(r, i):
    act = r.choice(ACTIONS)
    req = {"name": "req %d" % i, "action": act}
    if act in OPS:
        ops = OPS[act][1]
        inp = {"path": r.choice(PATHS), "operation": r.choice(ops)}
    elif act in ("shell:exec", "shell:spawn"):
        if r.random() < 0.6:
            argv = r.choice([["python3", "x.py"], ["rm", "-rf", "/"], ["ls"], ["python"], ["pythonx", "a", "b"],
                             ["", ""], [" "], ["py thon", "a b", "c", "d"], ["ls", 1], ["echo", True, "x"]])
            inp = {"argv": argv}
            if r.random() < 0.2:
                inp["cwd"] = r.choice(["~/src", "", "/tmp"])
        else:
            inp = {"command": r.choice(["rm -rf /", "", "ls"]), "program": r.choice(PROGRAMS),
                   "arg_count": odd_long(r), "cwd": r.choice(["~", "", " "])}
            if r.random() < 0.5:
                inp["arg1"] = r.choice(["-rf", "", "x.py"])
            if r.random() < 0.3:
                inp["arg2"] = r.choice(["a.py", ""])
            if act == "shell:spawn":
                inp["program_path"] = r.choice(["/usr/bin/ls", "", "rm"])
    elif r.random() < 0.3:
        inp = {"url": r.choice(URLS)}
        if act == "http:request" and r.random() < 0.5:
            inp["method"] = r.choice(["POST", "GET"])
    elif act == "net:connect":
        inp = {"host": r.choice(HOSTS), "port": odd_long(r)}
        if r.random() < 0.5:
            inp["ip"] = r.choice(["1.2.3.4", "10.0.0.1", "", "::1"])
    else:
        inp = {"host": r.choice(HOSTS), "port": odd_long(r), "method": r.choice(["GET", "POST", "", "get"]),
               "path": r.choice(["/zen", "/", "", "/zip?x=1", "/a b", "/\u00e9"]),
               "body_bytes": odd_long(r), "intercepted": r.random() < 0.5}
    # requests that do not fit the schema: both sides must deny them as a fault
    if r.random() < 0.08:
        k = r.choice(list(inp))
        c = r.randrange(4)
        if c == 0:
            del inp[k]
        elif c == 1:
            inp["extra"] = 1
        elif c == 2:
            inp[k] = True if not isinstance(inp[k], bool) else 1
        elif act in OPS:
            inp["operation"] = r.choice(["read_contnt", "rename", "write_content"])
    req["input"] = inp
    c = r.randrange(12)
    if c == 0:
        req["principal"] = r.choice(['Box::Agent::"other"', 'Box::Agent::""', 'Box::Agent::" "',
                                     {"type": "Box::Agent", "id": "self"}])
    elif c == 1:
        req["resource"] = r.choice(['Box::Resource::"other"', {"type": "Box::Resource", "id": ""}])
    elif c == 2 and r.random() < 0.3:
        req["principal"] = r.choice(['Box::Resource::"unused"', 'Box::Group::"g"'])
    elif c == 3:
        req["context"] = {"input": req.pop("input")}
        if isinstance(req["context"]["input"].get("operation"), str) or "argv" in req["context"]["input"]:
            req["context"] = {"input": {"path": "~/x", "operation": {"__entity": {"type": "Box::FsReadOperation", "id": "exec"}}}}
            req["action"] = "fs:read"
    return req


# ---------------------------------------------------------------- running both sides

BIDI = set(range(0x2028, 0x202F)) | set(range(0x2066, 0x206A)) | {0x061C, 0x200E, 0x200F}


def esc_label(s):
    """A rule label as `explain --tsv` writes it: escaped as the denial text escapes an
    @id (backslash, control and bidi characters written out), so an answer is one line."""
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif unicodedata.category(ch) == "Cc" or o in BIDI:
            out.append({"\t": "\\t", "\r": "\\r", "\n": "\\n"}.get(ch, "\\u{%x}" % o))
        else:
            out.append(ch)
    return "".join(out)


def oracle_line(o):
    det = ",".join(esc_label(x) for x in sorted(o["determining"]))
    return "\t".join([o["decision"], o["cause"], esc_label(o["rule"]), det, o["message"]])


def known_difference(want, got):
    """A difference listed in tests/tools/ORACLE-DIFFERENCES.md, or None."""
    w = want.split("\t")
    g = got.split("\t")
    if w[:4] == g[:4] and len(w) == len(g) == 5:
        # an http:request whose explicit path carries a query: we never show it
        m = re.sub(r"^(policy \w+ this operation on '[^']*?)[?#][^']*'", r"\1'", w[4])
        if m == g[4]:
            return "query string in an http:request resource"
    return None


def oracle_batch(oracle, files):
    """Decide every request file (each names its policy) in one node process. Returns
    {file: None (refused) or [tsv lines]}."""
    cmd = ["node", oracle, "--json", "--suite"] + files
    p = subprocess.run(cmd, capture_output=True, text=True)
    out = {f: [] for f in files}
    status = {f: 0 for f in files}
    bypol = {os.path.join(os.path.dirname(f), json.load(open(f))["policy"]): f for f in files}
    last = None
    for line in p.stdout.split("\n"):
        if line.startswith("{"):
            o = json.loads(line)
            out[o["file"]].append(oracle_line(o))
            if o["fault"] == "request":
                status[o["file"]] = 2
            elif o["decision"] == "deny":
                status[o["file"]] = max(status[o["file"]], 1)
        elif ": will not load: " in line:
            out[bypol[line.split(": will not load: ")[0]]] = None
        elif line in status:
            last = line
        elif "bad request" in line and last:
            status[last] = 2
    return out, status


def ours_tsv(box, reqfile):
    p = subprocess.run([box, "explain", "--tsv", reqfile], capture_output=True, text=True,
                       env=dict(os.environ, HOME="/nonexistent"))
    if "will not load" in p.stderr:
        return None, p
    return [x for x in p.stdout.split("\n") if x], p


def main():
    build = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    per = int(sys.argv[4]) if len(sys.argv) > 4 else 12
    oracle = os.environ.get("ORACLE", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                   "../../../shared/tools/cedar-oracle/oracle.js"))
    box = os.path.abspath(os.path.join(build, "strands-box"))
    r = random.Random(seed)
    tmp = os.environ.get("KEEP") or tempfile.mkdtemp(prefix="oracle-diff.")
    os.makedirs(tmp, exist_ok=True)
    files = []
    for k in range(count):
        schema = k % 2 == 1
        text = schema_policy(r) if schema else plain_policy(r)
        if r.random() < 0.1:
            text = mutate(r, text)
        reqs = [(schema_request if schema else plain_request)(r, i) for i in range(per)]
        pol = "p%d.dw" % k
        with open(os.path.join(tmp, pol), "w", encoding="utf-8", newline="") as f:
            f.write(text)
        rq = os.path.join(tmp, "p%d.json" % k)
        with open(rq, "w") as f:
            json.dump({"policy": pol, "mode": "schema" if schema else "no-schema", "requests": reqs}, f, indent=1)
        files.append(rq)
    want = {}
    want_status = {}
    for b in range(0, len(files), 100):
        w, s = oracle_batch(oracle, files[b:b + 100])
        want.update(w)
        want_status.update(s)
    checked = diffs = load_diffs = 0
    known = {}
    for rq in files:
        w = want[rq]
        g, p = ours_tsv(box, rq)
        if g is not None and w is not None and p.returncode != want_status[rq]:
            diffs += 1
            print("STATUS DIFFERS %s: ours %d, the oracle's answers say %d: %s" % (rq, p.returncode, want_status[rq], p.stderr.strip()[:300]))
        if w is not None and g is None and "holds a NUL character" in p.stderr:
            k = "an @id or @description with a NUL character is refused"
            known[k] = known.get(k, 0) + 1
            continue
        if (w is None) != (g is None):
            load_diffs += 1
            print("LOAD DIFFERS: oracle %s, ours %s: %s%s" % ("refuses" if w is None else "loads",
                  "refuses" if g is None else "loads", rq, ("\n  ours: " + p.stderr.strip()[:400]) if g is None else ""))
            continue
        if w is None:
            continue
        for i, (a, b) in enumerate(zip(w, g)):
            checked += 1
            if a != b and known_difference(a, b):
                k = known_difference(a, b)
                known[k] = known.get(k, 0) + 1
            elif a != b:
                diffs += 1
                print("DIFF %s request %d\n  oracle: %s\n  ours:   %s" % (rq, i + 1, a, b))
        if len(w) != len(g):
            diffs += 1
            print("DIFF %s: %d answers vs %d" % (rq, len(w), len(g)))
    for k, v in sorted(known.items()):
        print("known difference (ORACLE-DIFFERENCES.md): %s: %d" % (k, v))
    print("oracle-diff: seed %d, %d policies, %d decisions compared, %d differ, %d load disagreements (files in %s)"
          % (seed, count, checked, diffs, load_diffs, tmp))
    sys.exit(1 if diffs or load_diffs else 0)


if __name__ == "__main__":
    main()
