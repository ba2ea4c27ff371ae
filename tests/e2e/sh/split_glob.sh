# expect: bash --posix
# Field splitting on IFS, and globbing (sorted; no match keeps the word).
touch out/b.txt out/a.txt out/c.log
echo out/*.txt
echo out/*
echo out/?.log
echo out/[ab].txt
echo nomatch/*.xyz
echo "out/*.txt"
v="x  y   z"; set -- $v; echo $#
IFS=,; v="a,b,,c"; set -- $v; echo $#; IFS=' '
for f in out/*.txt; do echo "file $f"; done
