# expect: bash --posix
# issue 17: CDPATH. A relative operand not starting with . or .. is looked up under each
# entry in turn (an empty entry is the current directory); a directory found through a
# non-empty entry is printed. ./name and ../name skip the search; a miss falls back to
# the operand as written.
mkdir -p sub/deep other/deep2 here
out=$(CDPATH=sub; cd deep; echo "now ${PWD##*/}"); echo "${out##*/}"
out=$(CDPATH=:sub; cd deep); echo "[${out##*/}]"
out=$(CDPATH=:sub; cd here); echo "[${out##*/}] (the empty entry prints nothing)"
out=$(CDPATH=nope:other/; cd deep2); echo "[${out##*/}]"
(CDPATH=sub; cd ./deep 2>/dev/null; echo "./deep status $?")
(CDPATH=sub; cd here; echo "fallback ${PWD##*/} $?")
(CDPATH=sub; cd missing 2>/dev/null; echo "missing status $?")
