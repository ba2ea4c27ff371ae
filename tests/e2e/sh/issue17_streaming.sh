# expect: bash --posix
# Issue 17: the shell's own text commands stream. 300 MB (more than the 256 MiB they
# used to read whole before doing anything: "File too large") passes through wc, grep,
# cut, sed, uniq, tail and head -n -N, and each prints as it reads: an endless input
# ends once the reader that takes only the first lines is gone. Lines of 100 bytes keep
# it quick (uniq -c, cut and tail -n 2 of short lines stream the same way, only slower).
l='Streaming line of the test: one hundred bytes with its newline, so that 300 MB is 3 million -'
yes "$l lines" | head -c 300000000 | wc -l -w -c
yes "$l lines" | head -c 300000000 | grep 'lines$' | cut -c1-30 | sed '1s/^/first: /;$s/^/last: /' | uniq -c
yes "$l lines" | head -c 300000000 | tail -n 2
yes "$l lines" | head -c 300000000 | tail -c 12
yes "$l lines" | head -c 300000000 | head -n -1 | tail -n +2999998 | wc -l
echo "-- endless input"
yes | grep -m1 y
yes | grep -q y; echo "grep -q: $?"
yes | grep -n -A 1 y | head -n 3
yes | sed 1q
yes | sed -n '3{=;p;q}'
yes | sed 's/y/n/' | head -n 2
yes | cut -c1 | head -n 2
yes | tail -n +3 | head -n 1
yes | tail -c +3 | head -c 4; echo
yes | head -n -1 | head -n 2
yes | head -c -1 | head -c 4; echo
while :; do echo a; echo a; echo b; done | uniq -c | head -n 2
echo "done"
