# expect: bash --posix
# case of issue 17: inside $( ), and the ;& and ;;& terminators.
r=$(case abc in a*) echo starts-a;; *) echo other;; esac)
echo "$r"
echo "$(case x in (x) echo paren;; esac) $(case y in x) echo no;; y) echo yes;; esac)"
echo "$(echo case; case z in z) echo z;; esac)"
for w in apple banana cherry; do
    case $w in
        a*) echo "$w: a" ;&
        b*) echo "$w: a or b (fell through)" ;;
        c*) echo "$w: c" ;;&
        *e*) echo "$w: has e" ;;&
        *r*) echo "$w: has r" ;;
        *) echo "$w: never" ;;
    esac
done
case q in q) ;& r) echo empty fell ;; esac
