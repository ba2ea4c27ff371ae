# expect: bash --posix
# ls flags of issue 17: -t (newest first), -S (largest first), -r, -d, -h in the long
# form (only the mode column is compared: owners and dates differ by host).
mkdir -p d/empty && sleep 0.05
printf 'xx\n' > d/x1.txt && sleep 0.05
mkdir d/sub && sleep 0.05
printf 'yyyyyyyyy\n' > d/big.dat
ls -t d
ls -S d
ls -St d
ls -tr d
ls -Sr d
ls -r d
ls -d d
ls -d d d/sub
ls -ld d | cut -c1-10
ls -lh d | tail -n +2 | cut -c1-10
ls -1 d
