# expect: bash --posix
# Issue 17 (yash umask-p): ls -g (long, no owner) and -o (long, no group) were invalid
# options. The mode column is the same as -l's.
umask 022
mkdir d
ls -dgo d | cut -c 1-10
ls -dg d | cut -c 1-10
ls -do d | cut -c 1-10
umask 077; mkdir e; ls -dgo e | cut -c 1-10
