# expect: bash --posix
# mkdir -p with an absolute path inside the workspace works as the relative form does
# (issue 17): the levels that are the workspace or above it exist and are not decided.
mkdir -p "$PWD/out/deep/er" && echo mkdir ok
mkdir -p "$PWD/out/deep/er" "$PWD/out/two/" && echo again ok
ls out out/deep
