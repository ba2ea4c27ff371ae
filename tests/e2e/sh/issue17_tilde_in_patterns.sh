# expect: bash --posix
# Issue 17 (outside suite): a pattern's leading ~ is tilde-expanded, in a case pattern,
# in ${v#~...} and ${v%~...}, and on the right of [[ == ]]; the home it gives is literal
# text (a '*' in HOME matches only a '*'), and a quoted ~ stays a '~'.
HOME=/srv/user
case /srv/user/notes in
    ~/notes) echo "case: ~/notes matched" ;;
    *) echo "case: no match" ;;
esac
p=/srv/user/src/x.c
echo "strip prefix: ${p#~/}"
echo "strip suffix: ${p%~/src/x.c}(empty)"
[[ $p == ~/src/* ]] && echo "[[ == ~/src/* ]]: yes"
case "~" in
    ~) echo "an unquoted ~ matched a literal ~" ;;
    "~") echo "only the quoted ~ matched" ;;
esac
HOME='*'
case anything in
    ~) echo "the home's * was a wildcard" ;;
    *) echo "the home's * is literal" ;;
esac
case '*' in ~) echo "a literal * matches it" ;; esac
