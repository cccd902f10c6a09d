#!/usr/bin/env bash
# Runs a bundle made by `go run ./tools/gpucheck -out BUNDLE` on a GPU
# machine:
#   BUNDLE/gpucheck.sh BUNDLE OUTDIR
# Each program runs with OMP_TARGET_OFFLOAD=MANDATORY and
# LIBOMPTARGET_INFO=16 (libomptarget prints every kernel launch with its
# device number, blocks and threads); its stdout is compared with the
# expected output. OUTDIR/summary.txt: one line per program (PASS, DIFF:
# ran, output differs, FAIL: non-zero exit or timeout, with its kernel
# launches and the devices they ran on); OUTDIR/diffs.txt the differences
# and the stderr of failures. LIBDIR: the LLVM offload runtime (libomptarget,
# libomp and their dependencies; default BUNDLE/lib, unpacked from
# BUNDLE/lib.tar.xz when missing). JOBS programs run at a time (default 8).
# SANITIZE=memcheck (or racecheck, synccheck, initcheck) runs each program
# under compute-sanitizer with that tool (build the bundle with -lineinfo
# for source lines); its report is in OUTDIR/runs/NAME.stderr. LIMIT: the
# seconds one program may run (default 120).
set -uo pipefail
bundle=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
source "$(dirname "${BASH_SOURCE[0]}")/runtime_env.sh"
export OMP_TARGET_OFFLOAD=MANDATORY LIBOMPTARGET_INFO=16
mkdir -p "$out/runs"

one() {
	local n=$1 env=$2 rc status
	local san=()
	[[ -n ${SANITIZE:-} ]] && san=(compute-sanitizer --tool "$SANITIZE" --print-limit 5)
	(cd "$out/runs" && env $env timeout "${LIMIT:-120}" "${san[@]}" "$bundle/bin/$n" >"$n.stdout" 2>"$n.stderr")
	rc=$?
	if ((rc != 0)); then
		status="FAIL(exit=$rc)"
	elif cmp -s "$out/runs/$n.stdout" "$bundle/want/$n.out"; then
		status=PASS
	else
		status=DIFF
	fi
	# "Libomptarget device N info: Launching kernel K with B blocks and T threads in M mode"
	local launches devices
	launches=$(grep -c 'Launching kernel' "$out/runs/$n.stderr")
	devices=$(sed -n 's/.*device \([0-9]*\) info: Launching kernel.*/\1/p' "$out/runs/$n.stderr" | sort -u | tr '\n' ',' | sed 's/,$//')
	echo "$n $status launches=$launches devices=${devices:--}"
}
export -f one
export bundle out
{
	echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/gpu: /'
} >"$out/env.txt"
awk '{print $1, ($2 == "" ? "-" : $2)}' "$bundle/programs.txt" |
	xargs -P "${JOBS:-8}" -n 2 bash -c 'one "$0" "$( [[ $1 == - ]] || echo "$1")"' |
	sort >"$out/summary.txt"
: >"$out/diffs.txt"
while read -r n status _; do
	[[ $status == PASS ]] && continue
	{
		echo "=== $n $status"
		diff "$bundle/want/$n.out" "$out/runs/$n.stdout" | head -20
		[[ $status == FAIL* ]] && grep -v 'Launching kernel' "$out/runs/$n.stderr" | tail -15
	} >>"$out/diffs.txt"
done <"$out/summary.txt"
awk '{s[$2 ~ /^FAIL/ ? "FAIL" : $2]++} END {printf "PASS %d DIFF %d FAIL %d\n", s["PASS"], s["DIFF"], s["FAIL"]}' "$out/summary.txt" | tee -a "$out/env.txt"
