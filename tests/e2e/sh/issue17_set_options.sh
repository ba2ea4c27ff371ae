# expect: bash --posix
# Issue 17 (yash option-p/set-p): set -a -b -h -n -v and -o allexport/notify/noexec/verbose/
# ignoreeof are options of their own (they were accepted and dropped), $- shows every
# one-letter option that is on, and set +o prints commands that set them all back.
show() { case $- in *"$1"*) echo "$1 on" ;; *) echo "$1 off" ;; esac; }
for o in a b f h v C; do set -$o; show $o; set +$o; show $o; done
for o in allexport:a notify:b noglob:f verbose:v noclobber:C errexit:e nounset:u; do
    set -o "${o%:*}"; show "${o#*:}"; set +o "${o%:*}"; show "${o#*:}"
done
set -a; unset foo; foo=bar; env | grep '^foo='; read r <<END
line
END
env | grep '^r='; set +a; unset baz; baz=qux; env | grep -c '^baz='
set -aeu; saved=$(set +o); set +aeu -f; show a; show f; eval "$saved"; show a; show e; show u; show f
set +eu
echo before noexec; set -n; echo not run
