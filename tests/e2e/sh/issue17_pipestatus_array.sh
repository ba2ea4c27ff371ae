# expect: bash --posix
# Issue 17: PIPESTATUS is an indexed array as bash's: ${PIPESTATUS[@]}, ${PIPESTATUS[N]},
# ${#PIPESTATUS[@]}, and $PIPESTATUS its first element, after pipelines and after a
# command of its own (whose status is the array's one element).
true; echo "one: ${PIPESTATUS[@]} count ${#PIPESTATUS[@]}"
false | true | (exit 3); echo "three: ${PIPESTATUS[@]} count ${#PIPESTATUS[@]} [2] ${PIPESTATUS[2]} first $PIPESTATUS"
false; echo "after false: ${PIPESTATUS[*]}"
true | false; s=("${PIPESTATUS[@]}"); echo "copied: ${s[0]} ${s[1]}"
for i in 1 2 3; do true; done; echo "loop: ${PIPESTATUS[@]} ${#PIPESTATUS[@]}"
(exit 7) | (exit 8); echo "last two: ${PIPESTATUS[0]} ${PIPESTATUS[1]} ${PIPESTATUS[5]-unset}"
