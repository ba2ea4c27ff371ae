# expect: bash --posix
# xargs of issue 17 (a shell builtin: each run is decided as a command typed with its
# arguments): -n, -I, -0, -r, quoting, echo by default, exit statuses.
printf 'a\nb\nc\nd\n' > in.txt
printf 'x:3:z\ny:1:w\nz:20:v\n' > colon.txt
mkdir -p d/sub && printf 'xx\n' > d/x1.txt && printf 'a\n' > d/sub/x2.txt
echo a b c | xargs -n 1 echo
echo a b | xargs -I{} echo x{}y
printf 'a\0b\0' | xargs -0 echo
printf 'a b\nc\n' | xargs
printf 'a b\nc\n' | xargs -n 2 echo got
printf 'one\ntwo\n' | xargs -I % echo [%] [%]
printf '"a b" c\n' | xargs -n1 echo
printf '' | xargs echo none
printf '' | xargs -r echo none
printf 'in.txt\ncolon.txt\n' | xargs cat
printf 'in.txt\n' | xargs -I{} cp {} out/{}.bak; ls out
echo x | xargs false; echo $?
find d -name '*.txt' | sort | xargs wc -l
