# a script run as `strands-shell script.sh ARG...`
echo "script $0 with $# args: $*"
greet() { echo "hi $1"; }
greet "$2"
exit 5
