# expect: bash --posix
# A pattern ending in '/' matches directories only (`for d in */`): every name matched,
# files included, with a '/' added.
mkdir -p out/d1/in out/d2 && : > out/f1 && : > out/d1/f2
echo */
echo out/*/
for d in out/*/; do echo "dir: $d"; done
echo out/*/*/ out/d*/f*
echo out/f*/ out/none*/
