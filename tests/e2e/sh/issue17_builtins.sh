# expect: bash --posix
# Builtins of issue 17: shopt (nullglob globstar dotglob extglob), type -t/-a, command -V,
# hash, ulimit (read only), set -C. globstar lists each directory under a decision.
mkdir -p tree/a/b tree/.hid
touch tree/x.txt tree/a/y.txt tree/a/b/z.txt tree/.hid/h.txt tree/.dot.txt
shopt nullglob globstar
echo tree/*.none
shopt -s nullglob
echo "[" tree/*.none "]"
shopt -u nullglob
shopt -s globstar
echo tree/**
echo tree/**/*.txt
shopt -s dotglob
echo tree/*
echo tree/**/*.txt
shopt -u dotglob globstar
echo tree/**/*.txt
shopt -s extglob
echo tree/@(x|nothing).txt tree/a/!(b)
case abc in +(a|b)c) echo extglob case;; esac
shopt -q extglob; echo "q on: $?"; shopt -q dotglob; echo "q off: $?"
shopt -p nullglob
shopt nosuch 2>/dev/null; echo "unknown: $?"
f() { :; }
type -t f echo if cd nosuchcmd; echo "type -t: $?"
type -a cd
command -V cd
hash -r; echo "hash -r $?"; hash
hash nosuchcmd 2>/dev/null; echo "hash missing $?"
ulimit -n >/dev/null && echo "ulimit -n ok"
ulimit -a | grep -c "open files"
set -C
echo one > out/f; { echo two > out/f; } 2>/dev/null; echo "noclobber: $?"
echo three >| out/f; cat out/f
set +C
echo four > out/f; cat out/f
