# expect: bash --posix
# Issue 17 (outside suite): an executable file without "#!" found through a PATH search
# runs as a shell script, as one named with a '/' already did (it failed with "Exec
# format error"), with the operands as its positional parameters and $0 the path found.
mkdir -p out/tools
printf 'echo "tool: $# args, first [$1]"\nexit 3\n' >out/tools/mytool
chmod +x out/tools/mytool
PATH=$PWD/out/tools:$PATH
mytool 'a  b' c
echo "status $?"
printf 'echo "zero is $0"\n' >out/tools/whoami0
chmod +x out/tools/whoami0
whoami0 | sed "s|$PWD|WS|"
printf 'echo "quoted reserved word ran"\n' >out/tools/then
chmod +x out/tools/then
\then
"th"en
