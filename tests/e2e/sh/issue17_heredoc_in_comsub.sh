# expect: bash --posix
# Issue 17: a here-document inside $( ) (the git commit -m "$(cat <<'EOF' ... EOF)" form):
# its body may hold ')' and quotes; <<- strips tabs; several on one line; nested; $(( ))
# and (( )) keep << as a shift; a here-string is not a here-document.
msg="$(cat <<'EOF'
Fix the parser (issue 17)

It's "quoted" and has ) and ( and `ticks` and $dollar
EOF
)"
printf '%s\n' "$msg"
a=$(cat <<-EOF
	tabbed )
	EOF
)
echo "[$a]"
b=$(cat <<A; cat <<"B"
one)
A
two $x)
B
)
echo "[$b]"
c=$(echo $((1<<3)); ((y = 1 << 2)); echo $y)
echo "[$c]"
e=$(cat <<E1
outer $(cat <<E2
inner)
E2
)
E1
)
echo "[$e]"
f=$(cat <<\EOF
x) $HOME
EOF
)
echo "[$f]"
g=$(cat << 'E O F'
spaced)
E O F
)
echo "[$g]"
h=$(cat <<<"here)string"; echo z)
echo "[$h]"
