# expect: bash --posix
# rm -d, date (UTC, -d @N, -I, -R, +FORMAT) and env (print only: -i, -u, NAME=VALUE) of
# issue 17.
mkdir -p out/e && rm -d out/e; echo $?; ls out
mkdir -p out/f/g && rm -d out/f; echo $?
rm -d notes.txt; echo $?; ls
rm -d nope; echo $?
date -u -d @0
date -u -d @86400 +%Y-%m-%d
date -u -d @1700000000 '+%H:%M:%S %Z %j %A'
date -u -d @1700000000 -I
date -u +%Y >/dev/null; echo $?
date -u -d @1700000000 -R
env | grep -c '^HOME='
env -i
env -i A=1 B=2
env -u HOME | grep -c '^HOME='
env X=1 | grep '^X='
