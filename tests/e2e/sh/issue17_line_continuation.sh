# expect: bash --posix
# Issue 17 (outside suite, quoting): a backslash-newline is removed before tokens are
# formed, so it may split an operator, a reserved word, an assignment, an IO number or a
# here-document delimiter; inside single quotes it stays, and LINENO still counts it.
false |\
| echo "or: split ||"
true &\
& echo "and: split &&"
w\
hi\
le false; do :; d\
one; echo "while/done: $?"
f\
or x i\
n p q; d\
o printf '%s ' "$x"; don\
e; echo
ca\
se k i\
n k) echo "case: matched" ;\
; es\
ac
gr\
eet=hel\
lo; echo "assignment: $greet"
echo first >out/c.txt; echo second 1\
>\
> out/c.txt; cat out/c.txt
cat <<E\
O\
F
here body
EOF
echo 'single \
quoted' "double \
quoted"
{ echo "braces"; \
}
echo "line: $LINENO"
eval 'echo "eval" &\
& ec\
ho joined'
