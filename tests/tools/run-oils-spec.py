#!/usr/bin/env python3
"""Run the Oils project's spec files (spec/*.test.sh) against bash and our shell.

    run-oils-spec.py [-t SECONDS] [-j JOBS] [-v] [-k CASE_RE] STRANDS_SHELL FILE...

Each case (a '#### NAME' line, shell code, '## ...' annotations) runs under `bash`
and under STRANDS_SHELL in a permit-all box (kernel_confinement off, the case's own
empty directory as the workspace), each in a fresh directory, with its code on stdin
and $SH naming a wrapper of the shell under test. A case counts when bash's stdout and
status match the file's expectation for bash (the generic one, or an OK/BUG/N-I one
naming bash); ours passes a counted case when its stdout and status equal bash's.
Hangs (past the timeout) are reported as such. The spec files are outside reference
data: keep them out of the tree.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

KEY_RE = re.compile(r'^##? (?:(OK|BUG|N-I) ([\w/.-]+) )?'
                    r'(stdout|stdout-json|stderr|stderr-json|status|STDOUT|STDERR|[a-z_]+):(.*)$')
# Older files mark cases with '### NAME' and annotations with '# KEY:'.
OLD_KEYS = ('stdout', 'stdout-json', 'stderr', 'stderr-json', 'status', 'STDOUT', 'STDERR')
ARGV_PY = '#!/usr/bin/env python3\nimport sys\nprint(repr(sys.argv[1:]))\n'


def parse_file(path):
    """Return a list of cases: {name, code, expect: {shell_or_None: {key: value}}}."""
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        lines = f.read().split('\n')
    old = not any(l.startswith('#### ') for l in lines)
    head = '### ' if old else '#### '
    ann = '# ' if old else '## '
    cases = []
    cur = None
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(head):
            cur = {'name': line[len(head):].strip(), 'code': [], 'expect': {}}
            cases.append(cur)
            i += 1
            continue
        if cur is None:
            i += 1
            continue
        m = KEY_RE.match(line) if line.startswith(ann) else None
        if m and old and m.group(3) not in OLD_KEYS:
            m = None
        if m:
            _qual, shells, key, rest = m.groups()
            targets = shells.split('/') if shells else [None]
            if key in ('STDOUT', 'STDERR') and rest.strip() == '':
                block = []
                i += 1
                while i < len(lines) and not lines[i].startswith(ann):
                    block.append(lines[i])
                    i += 1
                if i < len(lines) and lines[i] == ann + 'END':
                    i += 1
                value = ''.join(b + '\n' for b in block)
                key = key.lower()
            else:
                rest = rest.strip()
                if key == 'stdout':
                    value = rest + '\n'
                elif key == 'stdout-json':
                    key, value = 'stdout', json.loads(rest)
                elif key == 'stderr-json':
                    key, value = 'stderr', json.loads(rest)
                elif key == 'status':
                    value = int(rest) if rest.lstrip('-').isdigit() else rest
                else:
                    value = rest
                i += 1
            for t in targets:
                cur['expect'].setdefault(t, {})[key] = value
            continue
        if not line.startswith('## '):
            cur['code'].append(line)
        i += 1
    for c in cases:
        # '## code: ...' gives the whole code of a one-line case
        given = c['expect'].get(None, {}).pop('code', None)
        c['code'] = (given + '\n') if given else '\n'.join(c['code']).rstrip('\n') + '\n'
    return cases


def bash_expectation(case):
    exp = dict(case['expect'].get(None, {}))
    exp.update(case['expect'].get('bash', {}))
    exp.setdefault('status', 0)
    return exp


def run_one(argv, code, sh_wrapper, timeout, box_root=None):
    """Run code on stdin of argv in a fresh directory; return (stdout, status|'HANG')."""
    base = tempfile.mkdtemp(prefix='oils-spec.')
    try:
        home = os.path.join(base, 'home')
        cwd = os.path.join(home, 'ws')
        os.makedirs(os.path.join(cwd, '_tmp'))
        tmp = os.path.join(cwd, '_tmp')
        bindir = os.path.join(base, 'bin')
        env = {
            'HOME': home,
            'LC_ALL': 'C.UTF-8',
            'TMP': tmp,
            'REPO_ROOT': base,
        }
        os.makedirs(bindir)
        env['PATH'] = bindir + ':' + os.environ.get('PATH', '/usr/bin:/bin')
        with open(os.path.join(bindir, 'argv.py'), 'w') as f:
            f.write(ARGV_PY)
        os.chmod(os.path.join(bindir, 'argv.py'), 0o755)
        if box_root is not None:
            with open(os.path.join(base, 'policy.dw'), 'w') as f:
                f.write('@id("all")\npermit (principal, action, resource);\n')
            # The shell's children get only [agent] env: the case's variables go there.
            with open(os.path.join(base, 'box.toml'), 'w') as f:
                f.write('name = "spec"\nbox_dir = "%s/box"\npolicy = "policy.dw"\n\n'
                        '[agent]\nworkspace = "%s"\n\n'
                        '[agent.env]\nSH = "%s/sh"\nTMP = "%s"\nREPO_ROOT = "%s"\n'
                        'LC_ALL = "C.UTF-8"\n\n[box]\nkernel_confinement = "off"\n'
                        % (base, cwd, base, tmp, base))
            argv = argv + ['--config', os.path.join(base, 'box.toml')]
        wrapper = os.path.join(base, 'sh')
        with open(wrapper, 'w') as f:
            f.write('#!/bin/sh\nexec %s "$@"\n' % ' '.join("'%s'" % a for a in argv))
        os.chmod(wrapper, 0o755)
        env['SH'] = wrapper if sh_wrapper else argv[0]
        try:
            p = subprocess.run(argv, input=code.encode('utf-8', 'surrogateescape'),
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               cwd=cwd, env=env, timeout=timeout, start_new_session=True)
            out, status = p.stdout.decode('utf-8', 'surrogateescape'), p.returncode
            if status < 0:
                status = 'SIG%d' % -status
        except subprocess.TimeoutExpired as e:
            out, status = (e.stdout or b'').decode('utf-8', 'surrogateescape'), 'HANG'
        return out, status
    finally:
        shutil.rmtree(base, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('-t', type=float, default=5.0)
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('-v', action='store_true', help='print each differing case in full')
    ap.add_argument('-k', default=None, help='only cases whose name matches this regex')
    ap.add_argument('shell')
    ap.add_argument('files', nargs='+')
    a = ap.parse_args()
    ours = os.path.abspath(a.shell)

    jobs = []
    for path in a.files:
        for n, c in enumerate(parse_file(path)):
            if a.k and not re.search(a.k, c['name']):
                continue
            jobs.append((os.path.basename(path), n, c))

    def work(job):
        _file, _n, c = job
        b = run_one(['bash'], c['code'], True, a.t)
        o = run_one([ours], c['code'], True, a.t, box_root=True)
        return b, o

    with ThreadPoolExecutor(max_workers=a.j) as ex:
        results = list(ex.map(work, jobs))

    per = {}
    diffs = []
    total = [0, 0, 0]  # counted, passing, hangs
    for (fname, n, c), (b, o) in zip(jobs, results):
        exp = bash_expectation(c)
        st = per.setdefault(fname, [0, 0, 0, 0])  # cases, counted, passing, hangs
        st[0] += 1
        ok = b[1] == exp['status'] and ('stdout' not in exp or b[0] == exp['stdout'])
        if not ok:
            continue
        st[1] += 1
        total[0] += 1
        if o == b:
            st[2] += 1
            total[1] += 1
        else:
            if o[1] == 'HANG' or (isinstance(o[1], str) and o[1].startswith('SIG')):
                st[3] += 1
                total[2] += 1
            diffs.append((fname, n, c, b, o))
    for fname, (cases, counted, passing, hangs) in per.items():
        print('%-28s %3d cases, %3d counted, %3d pass (%s)%s' % (
            fname, cases, counted, passing,
            '%.0f%%' % (100.0 * passing / counted) if counted else '-',
            ', %d hang/crash' % hangs if hangs else ''))
    print('TOTAL: %d counted, %d pass (%.1f%%), %d hang/crash' % (
        total[0], total[1], 100.0 * total[1] / max(total[0], 1), total[2]))
    for fname, n, c, b, o in diffs:
        print('DIFF %s #%d %s: bash status %s, ours %s%s' % (
            fname, n, c['name'], b[1], o[1], '' if b[0] == o[0] else ' (stdout differs)'))
        if a.v:
            print('  --- code\n' + ''.join('  | ' + l + '\n' for l in c['code'].split('\n')[:-1]))
            print('  --- bash stdout: ' + json.dumps(b[0]))
            print('  --- ours stdout: ' + json.dumps(o[0]))
    return 0


if __name__ == '__main__':
    sys.exit(main())
