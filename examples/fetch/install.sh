#!/bin/sh
# Installs the fetch example for the current $HOME: copies workspace/ to ~/src/project
# (report.py and an empty out/), writes API_URL to ~/src/project/api.txt, writes
# CONFIG_DIR/box.toml from box.toml.in and CONFIG_DIR/policy.dw, and names BOX_DIR as
# the box directory (its parent must exist).
# Usage: install.sh CONFIG_DIR BOX_DIR API_URL   (API_URL: http://api.box.test:PORT)
set -eu
usage="usage: install.sh CONFIG_DIR BOX_DIR API_URL"
cfg_dir=${1:?$usage}
box_dir=${2:?$usage}
api=${3:?$usage}
here=$(cd "$(dirname "$0")" && pwd -P)
: "${HOME:?HOME is not set}"
home=$(cd "$HOME" && pwd -P)
ws="$home/src/project"
mkdir -p "$ws/out" "$cfg_dir"
cp "$here/workspace/report.py" "$ws/report.py"
printf '%s\n' "$api" >"$ws/api.txt"
cp "$here/policy.dw" "$cfg_dir/policy.dw"
case "$box_dir" in
/*) ;;
*) box_dir="$(pwd -P)/$box_dir" ;;
esac
sed -e "s|@WORKSPACE@|$ws|g" -e "s|@BOX_DIR@|$box_dir|g" "$here/box.toml.in" >"$cfg_dir/box.toml"
echo "$cfg_dir/box.toml"
