#!/bin/sh
# check_symlinks.sh REPO
#
# Removes the symlinks under REPO whose target does not exist (packages ship
# links into packages that were not fetched) and fails, naming them, if any
# remaining symlink resolves to a path outside REPO. Run by deb_repository
# (toolchain/private/deb.bzl) once every package is unpacked.
set -eu

repo="$(cd "$1" && pwd -P)"
# Removing a dangling link can leave another one dangling: repeat until none.
while [ -n "$(find "$repo" -xtype l -print -quit)" ]; do
	find "$repo" -xtype l -exec rm -f {} +
done
escapes="$(find "$repo" -type l | while IFS= read -r link; do
	real="$(realpath -e "$link")"
	case "$real" in
	"$repo" | "$repo"/*) ;;
	*) echo "  ${link#"$repo"/} -> $real" ;;
	esac
done)"
if [ -n "$escapes" ]; then
	echo "check_symlinks: symlinks resolve outside the repository $repo:" >&2
	echo "$escapes" >&2
	exit 1
fi
