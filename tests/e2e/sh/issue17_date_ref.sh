# expect: bash --posix
# issue 17: date -r FILE prints the file's modification time (GNU), found by a probe of
# agent command strings; the reference is read under fs:read metadata, like touch -r.
printf 'x\n' > ref.txt
touch -d '2021-03-04 05:06:07' ref.txt
date -u -r ref.txt +%s
date -u -r ref.txt '+%Y-%m-%d %H:%M:%S'
date -u +%F -r ref.txt
date -u -r ref.txt -R
date -r missing.txt +%s
echo "status $?"
date -r ref.txt -d '2020-01-01' +%s
echo "status $?"
