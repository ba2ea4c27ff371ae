# expect: bash --posix
# Issue 17 (yash cmdsub-p): a here-document inside $( ) whose body holds a ')' or a quote
# ended the substitution at that ')' (the scan for the closing parenthesis read the body
# as code); the body is skipped whole now, as bash does, quoted or not, with <<-.
echo "$(cat <<EOF
a) b
EOF
)"
x=$(cat <<-'E F'
	it's ) here
	E F
); echo "[$x]"
y=$(cat <<A; cat <<"B"
one (
A
two ")
B
); echo "$y"
echo $((1 << 3)) $(echo $((2 << 2)))
