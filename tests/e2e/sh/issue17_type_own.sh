# expect: bash --posix
# Issue 17: the shell's own commands (ls, cat, grep, sed, ...) are programs to a script,
# as in bash and zsh: type -t says "file"; builtins stay "builtin". type NAME and
# command -V NAME describe a name the same way; command -v finds each.
for c in ls cat grep sed sort head wc find xargs echo cd printf read test; do
    printf '%s: %s\n' "$c" "$(type -t "$c")"
done
[ "$(type ls)" = "$(command -V ls)" ] && echo "type and command -V agree on ls"
[ "$(type echo)" = "$(command -V echo)" ] && echo "type and command -V agree on echo"
command -v ls >/dev/null && echo "command -v finds ls"
command -v echo; type echo; type -t nosuchcmd || echo "nosuchcmd: $?"
if [ "$(type -t grep)" = file ]; then echo "grep is a program"; fi
