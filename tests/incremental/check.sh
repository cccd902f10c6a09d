#!/usr/bin/env bash
# Incremental build check: a host-only edit re-lowers the edited source but
# rebuilds no device image.
#
# With a nested, real Bazel on the consumer workspace (see
# tests/consumer/nested.sh; the output root persists under
# ~/.cache/rules_omp_offload/consumer):
#   1. build //:app from the pristine sources;
#   2. edit app.c outside its target region: insert a statement line above
#      the region (shifting every line below) and change a printf string;
#   3. rebuild with --execution_log_json_file and assert that
#      - exactly one OmpLower action ran (app.c's; scale.c is untouched),
#      - app.c's lowered .cu is byte-identical to the one before the edit,
#      - no OmpMergeDevice, OmpNvcc or OmpHostImage action ran,
#      - the host side did rebuild (the program prints the new string).
# Prints the executed actions per mnemonic for both builds. Exits non-zero
# on any failed assertion.
set -euo pipefail
source "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../consumer/nested.sh"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

consumer_setup
cd "$CONSUMER"

# Counts the executed spawns of an execution log per mnemonic.
count_mnemonics() {
	grep -o '"mnemonic": "[A-Za-z]*"' "$1" | sed 's/.*: "//; s/"$//' | sort | uniq -c | sort -rn || true
}
count_of() { # count_of LOG MNEMONIC
	grep -c "\"mnemonic\": \"$2\"" "$1" || true
}

echo "== build 1: pristine sources"
nested_bazel build //:app --execution_log_json_file="$scratch/build1.json"
echo "actions executed (none when the output root already had this build):"
count_mnemonics "$scratch/build1.json"

# The graph must have the device actions this check says did not re-run
# (otherwise "none ran" would prove nothing).
graph="$(nested_bazel aquery 'deps(//:app)' --output=text 2>/dev/null | grep '^  Mnemonic: ' || true)"
for m in OmpLower OmpMergeDevice OmpHostImage; do
	grep -qx "  Mnemonic: $m" <<<"$graph" || {
		echo "FAIL: no $m action in the graph of //:app" >&2
		exit 1
	}
done
nvcc_in_graph=$(grep -cx "  Mnemonic: OmpNvcc" <<<"$graph" || true)
echo "OmpNvcc actions in the graph: $nvcc_in_graph (0 when nvcc is missing: image kind cubin is then off)"

bin="$(nested_bazel info bazel-bin 2>/dev/null)"
cu="$bin/_omp/app/app.cu"
[[ -f "$cu" ]] || {
	echo "FAIL: $cu not found" >&2
	exit 1
}
cp "$cu" "$scratch/app.cu.before"

echo "== edit app.c outside the target region"
sed -i 's#^\(int main(void) {\)$#\1\n  fputs("", stdout); /* a host-only statement added by check.sh */#' app.c
sed -i 's#printf("consumer app: #printf("consumer app (edited): #' app.c
grep -q 'added by check.sh' app.c && grep -q 'consumer app (edited)' app.c || {
	echo "FAIL: could not edit app.c" >&2
	exit 1
}

echo "== build 2: after the host-only edit"
nested_bazel build //:app --execution_log_json_file="$scratch/build2.json"
echo "actions executed:"
count_mnemonics "$scratch/build2.json"

fail=0
lower=$(count_of "$scratch/build2.json" OmpLower)
merge=$(count_of "$scratch/build2.json" OmpMergeDevice)
nvcc=$(count_of "$scratch/build2.json" OmpNvcc)
hostimg=$(count_of "$scratch/build2.json" OmpHostImage)
echo "OmpLower=$lower OmpMergeDevice=$merge OmpNvcc=$nvcc OmpHostImage=$hostimg"
if [[ "$lower" != 1 ]]; then
	echo "FAIL: expected exactly 1 OmpLower action (app.c) to re-run, got $lower" >&2
	fail=1
fi
if ! cmp -s "$scratch/app.cu.before" "$cu"; then
	echo "FAIL: app.cu changed after a host-only edit:" >&2
	diff "$scratch/app.cu.before" "$cu" >&2 || true
	fail=1
else
	echo "app.cu is byte-identical ($(wc -c <"$cu") bytes)"
fi
for pair in "OmpMergeDevice:$merge" "OmpNvcc:$nvcc" "OmpHostImage:$hostimg"; do
	if [[ "${pair#*:}" != 0 ]]; then
		echo "FAIL: ${pair%%:*} ran again (${pair#*:} times) after a host-only edit" >&2
		fail=1
	fi
done
out="$(nested_bazel run //:app 2>/dev/null)"
echo "$out"
if [[ "$out" != *"consumer app (edited): "*"PASS"* ]]; then
	echo "FAIL: the rebuilt program does not print the edited string" >&2
	fail=1
fi

# Leave the workspace pristine for the next run or the consumer test.
consumer_setup
if ((fail)); then
	exit 1
fi
echo PASS
