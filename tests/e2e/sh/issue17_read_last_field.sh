# expect: bash --posix
# read of issue 17: the last variable takes the rest of the line less its trailing IFS
# whitespace, and when that rest is one field and then only its delimiter, the delimiter
# goes too (POSIX; it was kept: IFS=' -' read a b c <<< 'A-B-C - ' gave c='C -').
IFS=' -' read a b c <<\END
A-B-C - 
END
echo "$? [$a] [$b] [$c]"
IFS=' -' read a b c <<\END
A-B-C-
END
echo "[$a] [$b] [$c]"
IFS=' -' read a b <<\END
A-B-C - 
END
echo "[$a] [$b]"
IFS=: read a b <<\END
x:y::
END
echo "[$a] [$b]"
IFS=: read a b <<\END
x:y:
END
echo "[$a] [$b]"
IFS=: read -r a b <<\END
x:y\:
END
echo "[$a] [$b]"
read a b <<\END
  x  y  
END
echo "[$a] [$b]"
