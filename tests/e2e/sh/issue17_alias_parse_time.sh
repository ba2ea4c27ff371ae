# expect: bash --posix
# aliases of issue 17: an alias is substituted when the parser reads a command's name
# (POSIX), not when the command runs: a definition applies from the next command read,
# its text may hold reserved words, operators and a function definition, and a function
# body keeps the aliases of the time it was read. Before, the first word was replaced at
# run time, so none of the keyword, blank or ';;' forms parsed.
alias say='echo said'; say same line 2>/dev/null || echo "same line: not yet"
say next line
f() { early x; }
alias early='echo early'
f 2>/dev/null || echo "function body read before the alias: not substituted"
g() { early y; }
g
alias i='if echo' t='then echo' fin='fi </dev/null'
i if; t then; fin
alias w='while :' d='do echo' dn='done | cat -'
w X; true; d in-while; break; dn
alias fl='for v in 1 2; do'
fl echo "for $v"; done
alias c='case a in a) :' e='esac </dev/null | cat -'
c X; echo in-case; e
alias s=';;'
case a in
    (b) s
    (a) echo A
esac
alias def='fn()' fn='named'
def
{ echo "function named"; }
named
alias b=' '
b if true; then echo "blank before if"; fi
echo ok | b
cat
alias l='(' r=')'
a=A
l a=B; echo "subshell $a"; r
echo "after $a"
alias c2=cat e2='echo '
e2 c2 c2 cat
alias echo='echo % ' re='echo echo'
re !
unalias echo
alias 3=:
3>/dev/null echo "IO number is no alias"
alias -- x2='echo dashes'
x2
alias -p | grep x2
\x2 2>/dev/null || echo "quoted: not substituted"
