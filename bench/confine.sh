#!/usr/bin/env bash
# Start-up cost of kernel confinement (issue 15): the shell route (`strands-shell
# --config BOX -c true`) and the alias route (`<box_dir>/bin/zsh -c true`), N runs each
# with [box] kernel_confinement = "required" and "off", interleaved in one run so both
# see the same machine load. Prints the wall-time median with its 10th/90th percentiles
# and the median CPU time (user+sys of the process tree, less sensitive to load), in ms.
# Figures only. Usage: bench/confine.sh BUILD_DIR [N]
set -u
build=${1:?usage: bench/confine.sh BUILD_DIR [N]}
n=${2:-200}
build=$(cd "$build" && pwd)
tmp=$(mktemp -d /tmp/strands-confine-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
tmp=$(cd "$tmp" && pwd -P)
for mode in required off; do
    h="$tmp/$mode/home"
    mkdir -p "$h/ws" "$h/cfg" "$h/boxes"
    cat >"$h/cfg/policy.dw" <<'DW'
@id("ws")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write"], resource)
when { context.input.path == "~/ws" || context.input.path like "~/ws/*" };
@id("exec")
permit (principal, action == Box::Action::"shell:exec", resource);
DW
    cat >"$h/cfg/box.toml" <<TOML
name = "bench"
box_dir = "$h/boxes/b"
policy = "policy.dw"
operator_home = "$h"
[agent]
workspace = "$h/ws"
[box]
kernel_confinement = "$mode"
TOML
    (cd "$h/ws" && HOME=$h "$build/strands-box" init --config "$h/cfg/box.toml" >/dev/null 2>&1)
done
python3 - "$build" "$tmp" "$n" <<'PY'
import os, resource, statistics, subprocess, sys, time
build, tmp, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
def cmd(route, mode):
    h = f"{tmp}/{mode}/home"
    if route == "shell":
        return [f"{build}/strands-shell", "--config", f"{h}/cfg/box.toml", "-c", "true"], h
    return [f"{h}/boxes/b/bin/zsh", "-c", "true"], h
times = {(r, m): [] for r in ("shell", "alias") for m in ("required", "off")}
cpu = {k: [] for k in times}
for _ in range(n):
    for key in times:
        argv, h = cmd(*key)
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        rc = subprocess.run(argv, cwd=f"{h}/ws", env={"HOME": h, "PATH": "/usr/bin:/bin"}).returncode
        times[key].append((time.perf_counter() - t) * 1000)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu[key].append((r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime) * 1000)
        if rc != 0:
            sys.exit(f"{key}: exit {rc}")
for (route, mode), v in times.items():
    v.sort()
    print(f"{route:5} confinement={mode:8} n={n} wall median {statistics.median(v):.2f} ms "
          f"(p10 {v[len(v)//10]:.2f}, p90 {v[len(v)*9//10]:.2f}); "
          f"cpu (user+sys) median {statistics.median(cpu[(route, mode)]):.2f} ms")
PY
