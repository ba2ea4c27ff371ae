#!/bin/sh
# Installs the notes example for the current $HOME: copies workspace/ to ~/src/project
# (notes.txt and an empty out/), writes CONFIG_DIR/box.toml from box.toml.in and
# CONFIG_DIR/policy.dw, and names BOX_DIR as the box directory (its parent must exist).
# Usage: install.sh CONFIG_DIR BOX_DIR
set -eu
cfg_dir=${1:?usage: install.sh CONFIG_DIR BOX_DIR}
box_dir=${2:?usage: install.sh CONFIG_DIR BOX_DIR}
here=$(cd "$(dirname "$0")" && pwd -P)
: "${HOME:?HOME is not set}"
home=$(cd "$HOME" && pwd -P)
ws="$home/src/project"
mkdir -p "$ws/out" "$cfg_dir"
cp "$here/workspace/notes.txt" "$ws/notes.txt"
cp "$here/policy.dw" "$cfg_dir/policy.dw"
case "$box_dir" in
/*) ;;
*) box_dir="$(pwd -P)/$box_dir" ;;
esac
sed -e "s|@WORKSPACE@|$ws|g" -e "s|@BOX_DIR@|$box_dir|g" "$here/box.toml.in" >"$cfg_dir/box.toml"
echo "$cfg_dir/box.toml"
