#!/usr/bin/env bash
# Host-plugin benchmark (no GPU needed): lowers, builds and runs each of the
# kernels in each variant (split only where the kernel has one) with OMP_TARGET_OFFLOAD=MANDATORY on
# libomptarget's x86_64 host plugin, at small sizes (the plugin walks the
# grid sequentially), and prints correctness and lowering time. Timings of
# the host plugin say nothing about GPU performance.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out=${OUT:-$(mktemp -d)}
declare -A size=([saxpy]=1048576 [matmul]=96 [stencil]=512 [dot]=1048576 [nested]=16384 [gather]=1048576 [histogram]=1048576)
printf "%-8s %-8s %10s %12s %10s %s\n" kernel variant lower_ms region_s path status
for k in saxpy matmul stencil dot nested gather histogram; do
	variants=(direct chunked noshape)
	grep -q VARIANT_SPLIT "$here/kernels/$k.c" && variants+=(split)
	for v in "${variants[@]}"; do
		lower_ms=$(IMAGES=host "$here/build.sh" "$k" "$v" "$out" -DN="${size[$k]}" -DREPS=2 | awk '/LOWER_MS/ {print $2}')
		line=$(OMP_TARGET_OFFLOAD=MANDATORY "$out/$k.$v" | grep '^RESULT' || true)
		best=$(sed -n 's/.*best_s=\([^ ]*\).*/\1/p' <<<"$line")
		status=$(awk '{print $6}' <<<"$line")
		path=$(grep -o '"path": "[^"]*"' "$out/$k.$v.json" | head -1 | cut -d'"' -f4)
		printf "%-8s %-8s %10s %12s %10s %s\n" "$k" "$v" "$lower_ms" "${best:-?}" "$path" "${status:-FAIL}"
	done
done
