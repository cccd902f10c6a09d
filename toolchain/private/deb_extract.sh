#!/bin/sh
# deb_extract.sh DEB REPO [MEMBER...]
#
# Unpacks the files of the Debian package DEB (all of them, or only the archive
# members named, e.g. ./usr/include) into the repository directory REPO,
# without ever writing through a symlink that points outside REPO: the package
# is unpacked into a fresh temporary directory first, where every symlink is
# rewritten to a relative one that stays inside REPO (an absolute target
# /etc/x becomes the repository's etc/x) or dropped when it would leave it;
# only then are the files copied into REPO. Documentation, man pages and
# lintian overrides are left out. Run by deb_repository
# (toolchain/private/deb.bzl); check_symlinks.sh checks the result.
set -eu

deb="$1"
repo="$(cd "$2" && pwd -P)"
shift 2

tmp="$repo/_deb_unpack"
rm -rf "$tmp"
mkdir -p "$tmp"
if [ "$#" -eq 0 ]; then
	dpkg-deb -x "$deb" "$tmp"
else
	dpkg-deb --fsys-tarfile "$deb" | tar -x --no-same-owner -C "$tmp" "$@"
fi
rm -rf "$tmp/usr/share/doc" "$tmp/usr/share/man" "$tmp/usr/share/lintian"

# Rewrite symlinks inside the temporary tree, where nothing can escape yet.
find "$tmp" -type l | while IFS= read -r link; do
	rel="${link#"$tmp"/}"
	dir="$(dirname "$rel")"
	target="$(readlink "$link")"
	case "$target" in
	/*) inside="${target#/}" ;;
	*) inside="$(realpath -m -s --relative-to="$tmp" "$tmp/$dir/$target")" ;;
	esac
	case "$inside" in
	.. | ../*)
		echo "deb_extract: dropping $rel -> $target (outside the repository)" >&2
		rm -f "$link"
		continue
		;;
	esac
	new="$(realpath -m -s --relative-to="$tmp/$dir" "$tmp/$inside")"
	if [ "$new" != "$target" ]; then
		ln -sfn "$new" "$link"
	fi
done

# cp -a copies symlinks as symlinks; every one now points inside REPO.
cp -a "$tmp/." "$repo/"
rm -rf "$tmp"
