#!/usr/bin/env bash
# Lowers every C program of the repository (examples, tests, benchmarks,
# the lowerer's test inputs, the malformed inputs included) with omplower
# built from a reference commit and from the working tree, and compares the
# outputs (host C, device CUDA, manifest) and diagnostics byte for byte.
#
#   tools/lowering_identity.sh [REF]      (default REF: 882fd09)
#
# Prints one line per input that differs and a summary; exits 1 if any
# differs. Differences are expected only where the reference was wrong.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$REPO_ROOT"
ref=${1:-882fd09}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/ref"
git archive "$ref" | tar -x -C "$work/ref"
(cd "$work/ref" && go build -mod=vendor -o "$work/omplower.ref" ./lowerer/cmd/omplower)
go build -mod=vendor -o "$work/omplower.new" ./lowerer/cmd/omplower

mapfile -t inputs < <(git ls-files '*.c' | grep -v -e '^vendor/' -e '^lowerer/runtime/csrc/' | sort)
same=0
differ=0
for in in "${inputs[@]}"; do
	for v in ref new; do
		o="$work/out.$v"
		rm -rf "$o" && mkdir -p "$o"
		set +e
		"$work/omplower.$v" lower --host-out "$o/host.c" --device-out "$o/dev.cu" \
			--manifest-out "$o/manifest.json" -I "$(dirname "$in")" "$in" >"$o/stdout" 2>"$o/stderr"
		echo "exit $?" >"$o/status"
		set -e
	done
	if diff -r "$work/out.ref" "$work/out.new" >"$work/diff" 2>&1; then
		same=$((same + 1))
	else
		differ=$((differ + 1))
		echo "DIFFERS: $in"
		head -n 20 "$work/diff" | sed 's/^/    /'
	fi
done
echo "lowering identity against $ref: ${#inputs[@]} inputs, $same identical, $differ differ"
[ "$differ" -eq 0 ]
