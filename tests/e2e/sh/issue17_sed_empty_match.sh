# expect: bash --posix
# issue 17: s///g does not take an empty match where the previous match ended (GNU sed:
# 'baaac' with s/a*/x/g is xbxcx; we printed xbxxcx), and s///N counts only the matches it
# takes.
echo baaac | sed 's/a*/x/g'
echo baaac | sed 's/a*/x/2'
echo baaac | sed 's/a*/x/3'
echo abc | sed 's/b*/-/g'
echo hello | sed 's/l*/X/g'
echo aaa | sed 's/a*/X/g'
echo '' | sed 's/a*/X/g'
echo abab | sed 's/\(ab\)*/<&>/g'
echo xyz | sed 's/y*/-/2'
echo 'a,,b' | sed -E 's/,*/;/g'
