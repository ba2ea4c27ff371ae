# expect: bash --posix
# Issue 17 (yash alias-p): alias printed its definitions as "alias NAME='VALUE'", bash's
# form outside POSIX mode; bash --posix (and POSIX) print NAME='VALUE', which
# `eval alias "$saved"` reads back. command -v keeps the "alias " form.
alias a='echo ABC' b="it's" c='printf %s\\n "[x]"'
alias a b
alias
saved=$(alias c); unalias c; eval alias "$saved"; alias c
command -v a
