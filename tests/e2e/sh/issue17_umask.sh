# expect: bash --posix
# umask really changes the mask (a subshell's ends with it), and eval -- (issue 17).
umask
umask 077; umask; umask -S
echo x > out/private.txt
m=$(ls -l out/private.txt); echo "${m%% *}"
(umask 027; umask); umask
umask u=rwx,g=rx,o=; umask
umask g-x; umask -S
umask 022
umask 8 2>/dev/null; echo "bad octal: $?"
umask u=q 2>/dev/null; echo "bad symbolic: $?"
eval -- 'echo evaled $((1+1))'
eval -- "exit 3"; echo not reached
