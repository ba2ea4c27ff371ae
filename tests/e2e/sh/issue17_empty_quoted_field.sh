# expect: bash --posix
# Issue 17 (found by the Oils spec tests): an empty quoted part next to an expansion
# that splits to nothing is still an (empty) field: $space"" was dropped.
space=' '
printf '<%s>' 1 $space"" 2 ""$space 3 $space""$space 4 a$space""; echo
a='x ' b=' y'
printf '<%s>' $a""$b; echo
printf '<%s>' $a"" ""$b; echo
IFS=:; v='a:'
printf '<%s>' $v"" :$v; echo
