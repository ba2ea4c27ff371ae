# expect: bash --posix
# Redirections, here-documents and here-strings.
echo first > out/r.txt
echo second >> out/r.txt
cat out/r.txt
cat < notes.txt
{ echo to-err 1>&2; } 2>&1
ls_missing() { cat no-such-file; }
ls_missing 2>/dev/null || echo "missing: $?"
echo both >out/both.txt 2>&1; cat out/both.txt
name=World
cat <<EOT
Hello $name
  $(echo sub) \$literal
EOT
cat <<'EOT'
Hello $name
EOT
cat <<-EOT
	tab stripped
	EOT
cat <<< "here string $name"
read line < notes.txt; echo "read: $line"
while read w; do echo "line: $w"; done <<EOT
a
b
EOT
echo done >/dev/null; echo after-null
