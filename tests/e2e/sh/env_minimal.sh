# expect: hand-written (environment)
# Host programs get the minimal environment: HOME, PATH, PWD, LANG, TERM and exported
# variables; nothing else of the operator's.
export MINE=1
NOT_EXPORTED=2
cd out
env | sort | grep -v '^PATH=' | grep -v '^TERM='
env | grep -c '^PATH='
