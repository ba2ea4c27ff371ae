# expect: bash --posix
# Words: single and double quotes, backslashes, $'...', empty arguments.
printf '[%s]\n' 'single $HOME "x"' "double \$ \" \\ \`" a\ b\c "" ''
x='a  b'
printf '[%s]\n' "$x" $x "pre${x}post" 'it'"'"'s'
printf '[%s]\n' $'tab\there' $'nl\\n' $'\x41\101'
echo "nested $(echo "inner \"q\"")"
echo a\
b
