# expect: bash --posix
# An ERR trap is not inherited by functions without set -E, as bash: it runs at the top
# level and in the function that set it (it never ran inside any function before).
t() { trap 'echo "E in t"' ERR; false; g; }
g() { false; echo "g goes on"; }
t; false; echo end
trap 'echo TOP' ERR
f() { false; echo "in f"; trap 'echo F' ERR; false; }
f; false
trap - ERR
set -E; trap 'echo "E everywhere"' ERR; h() { false; }; h; echo done
