# expect: bash --posix
# sed -i[SUFFIX] of issue 17: the old content kept at the backup name (SUFFIX appended,
# or each '*' in it the file's name), GNU's long options --in-place[=SUFFIX], --quiet,
# --silent, --expression=, and -in meaning the suffix "n" as GNU reads it.
printf 'alpha\nbeta\ngamma\n' > a.txt
printf 'one\ntwo\n' > b.txt
sed -i.bak 's/beta/BETA/' a.txt && ls a.txt* && cat a.txt a.txt.bak
sed -i 's/gamma/G/' a.txt && ls a.txt* && cat a.txt
sed --in-place=.orig -e 's/alpha/A/' a.txt b.txt && ls *.orig && cat a.txt.orig b.txt
mkdir keep && sed -i'keep/*.old' 's/two/2/' b.txt && ls keep && cat keep/b.txt.old b.txt
sed -in 's/one/1/' b.txt; ls b.txt*; cat b.txt
sed --quiet -n '2p' a.txt; sed --silent --expression='3p' a.txt
sed -i.x 's/a/b/' missing.txt; echo "missing -> $?"; ls missing* 2>&1
