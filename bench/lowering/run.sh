#!/usr/bin/env bash
# Lowering benchmark: generates C files of several sizes (bench/lowering,
# seeded, deterministic), lowers each with omplower and compiles each with
# clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -c, in the same
# run, and prints wall time, CPU time (user+sys, one core), source lines/s
# and peak RSS.
#
#   bench/lowering/run.sh [OMPLOWER]
#
# OMPLOWER defaults to a fresh build of the working tree. $SIZES overrides
# the list of LINES:REGIONS pairs; $CLANG names the compiler (skipped when
# absent); $GEN names a built generator; $BENCH_DIR keeps the generated files (default: a temporary
# directory).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
SIZES=${SIZES:-"10000:40 50000:200 100000:400 300000:1"}
CLANG=${CLANG:-clang-19}
if ! command -v "$CLANG" >/dev/null && [ -x /usr/lib/llvm-19/bin/clang ]; then
	CLANG=/usr/lib/llvm-19/bin/clang
fi
dir=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$dir"
if [ -z "${BENCH_DIR:-}" ]; then trap 'rm -rf "$dir"' EXIT; fi

omplower=${1:-}
gen=${GEN:-}
if [ -z "$gen" ]; then
	gen=$dir/gen
	(cd "$root" && go build -mod=vendor -o "$gen" ./bench/lowering)
fi
if [ -z "$omplower" ]; then
	omplower=$dir/omplower
	(cd "$root" && go build -mod=vendor -o "$omplower" ./lowerer/cmd/omplower)
fi

# measure CMD...: prints "wall cpu peak_kb" of one run (GNU time).
measure() {
	/usr/bin/time -f "%e %U %S %M" -o "$dir/time" "$@" >/dev/null 2>"$dir/stderr" || {
		cat "$dir/stderr" >&2
		return 1
	}
	awk '{ printf "%s %.2f %d\n", $1, $2 + $3, $4 }' "$dir/time"
}

printf '%-8s %-7s | %8s %8s %12s %9s | %8s %12s %9s\n' lines regions "wall s" "cpu s" "lines/cpu-s" "peak MB" "clang s" "lines/cpu-s" "peak MB"
for size in $SIZES; do
	lines=${size%%:*}
	regions=${size##*:}
	src=$dir/gen_${lines}_${regions}.c
	"$gen" -lines "$lines" -regions "$regions" -seed 1 -o "$src"
	n=$(wc -l <"$src")
	read -r wall cpu peak < <(measure "$omplower" lower --host-out "$dir/h.c" --device-out "$dir/d.cu" \
		--manifest-out "$dir/m.json" "$src")
	crow="-"
	if command -v "$CLANG" >/dev/null; then
		read -r cwall ccpu cpeak < <(measure "$CLANG" -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -c "$src" -o "$dir/o.o")
		crow=$(awk -v n="$n" -v w="$cwall" -v c="$ccpu" -v p="$cpeak" 'BEGIN { printf "%8.2f %12.0f %9.0f", w, n / c, p / 1024 }')
	fi
	awk -v n="$n" -v r="$regions" -v w="$wall" -v c="$cpu" -v p="$peak" -v cr="$crow" \
		'BEGIN { printf "%-8d %-7d | %8.2f %8.2f %12.0f %9.0f | %s\n", n, r, w, c, n / c, p / 1024, cr }'
done
