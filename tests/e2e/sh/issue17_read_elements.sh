# expect: bash --posix
# Issue 17: read into an array element, read 'm[key]' for an associative array and
# read 'a[N]' for an indexed one, as bash.
declare -A m; read -r "m[k]" <<< "readval"; echo "${m[k]}"; a=(); read -r "a[2]" b <<< "x y"; echo "${a[2]} $b"; read -r "bad name" <<< v 2>/dev/null; echo $?; read -r "m[x y]" <<< sp; echo "${m[x y]}"
