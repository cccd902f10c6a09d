#!/usr/bin/env bash
# Runs the example omp_offload_tests' launchers as parallel sandboxed
# `bazel test --runs_per_test=20 --jobs=4` would: 4 workers, each test 20
# times, every run in a PID namespace of its own (so concurrent runs get the
# same small pids) while all share one /dev/shm, planted with stale libomp
# registrations (/dev/shm/__KMP_REGISTERED_LIB_<pid>_<uid>): complete ones
# of a dead runtime, and half-written ones (a process killed between
# creating the file and writing it). Every run must pass.
#
# The /dev/shm is a private tmpfs in a mount namespace of the test's own,
# so nothing planted here reaches other processes of the machine.
#
# Args: the runfiles paths of the omp_offload_test targets' executables
# (their launchers).
set -euo pipefail

RUNS=${RUNS:-20}
JOBS=${JOBS:-4}

if [[ "${1:-}" == --inside ]]; then
	shift
	mount -t tmpfs -o mode=1777 omp_offload_test_shm /dev/shm
	uid=$(id -u)
	# A registration as libomp writes it: "<flag address>-<flag value>-<library>"
	# in a 1024-byte file, the rest NULs.
	plant() { # pid content
		local f=/dev/shm/__KMP_REGISTERED_LIB_$1_$uid
		head -c 1024 /dev/zero >"$f"
		printf '%s' "$2" | dd of="$f" conv=notrunc status=none
	}
	for pid in $(seq 1 64) 100 300 1000 4096 32768 65536 4194303; do
		if ((pid % 2 == 1 && pid < 64)); then
			plant "$pid" "" # half-written: created and sized, never filled
		else
			plant "$pid" "$(printf '0x7f%04x%06x-cafe%04x-libomp.so.5' $((pid % 65536)) $((RANDOM * 16)) $((RANDOM % 65536)))"
		fi
	done
	launchers=("$@")
	[[ ${#launchers[@]} -gt 0 ]] || { echo "FAIL: no test launchers given" >&2; exit 1; }
	# The linked binary is the one the first launcher execs.
	bin=$(sed -n "s/^bin='\(.*\)'\$/\1/p" "${launchers[0]}")
	[[ -x "$bin" ]] || { echo "FAIL: ${launchers[0]} names no executable binary (bin='$bin')" >&2; exit 1; }
	export OMP_TARGET_OFFLOAD=MANDATORY

	# Control: the linked binary started directly (what a test ran before it
	# had a launcher) at pid 1 meets the half-written registration and stops.
	# This proves the planted files are the hazard under test.
	if out=$(unshare --pid --fork --mount-proc "$bin" 2>&1); then
		echo "FAIL: control: $bin at pid 1 passed over a half-written registration; the planted files do not reproduce the hazard:" >&2
		echo "$out" >&2
		exit 1
	fi
	if [[ "$out" != *"OMP: Error #15"* ]]; then
		echo "FAIL: control: $bin failed, but not with libomp's duplicate-runtime error:" >&2
		echo "$out" >&2
		exit 1
	fi
	echo "control: the binary without its launcher stops: $(echo "$out" | grep -m1 'OMP: Error')"
	plant 1 "" # the control's libomp may have replaced it

	logs=$(mktemp -d)
	failures=$(mktemp -d)
	for w in $(seq 1 "$JOBS"); do
		(
			k=0
			for ((r = 0; r < RUNS * ${#launchers[@]}; r++)); do
				if ((r % JOBS != w - 1)); then continue; fi
				l=${launchers[r % ${#launchers[@]}]}
				k=$((k + 1))
				rc=0
				unshare --pid --fork --mount-proc "./$l" >"$logs/w$w.$k" 2>&1 || rc=$?
				if ((rc)); then
					{
						echo "FAIL: run $r of $l (worker $w) exited with status $rc; its output:"
						sed 's/^/    /' "$logs/w$w.$k"
					} >"$failures/w$w"
					exit 1
				fi
			done
		) &
	done
	failed=0
	for w in $(seq 1 "$JOBS"); do
		wait -n || failed=1
	done
	runs=$(find "$logs" -type f | wc -l)
	echo "$runs runs of ${#launchers[@]} test launcher(s), $JOBS at a time, each at a small pid of its own PID namespace over one /dev/shm"
	if ((failed)); then
		# Each failing worker's run, printed last so that the end of the
		# log (all some CI systems keep) says what went wrong.
		cat "$failures"/w* >&2
		exit 1
	fi
	# Every run had its own PID namespace with its own procfs (as sandboxes
	# mount one): the launchers must have seen that and taken their locks.
	if [[ ! -e /dev/shm/omp_offload_test_pid_1_$uid.lock ]]; then
		echo "FAIL: no launcher took the lock of pid 1: it did not tell that it ran in a PID namespace of its own" >&2
		exit 1
	fi
	if ((runs != RUNS * ${#launchers[@]})); then
		echo "FAIL: $runs runs, expected $((RUNS * ${#launchers[@]}))" >&2
		exit 1
	fi
	echo PASS
	exit 0
fi

if ! unshare --user --map-root-user --mount --propagation private true 2>/dev/null; then
	echo "FAIL: this test needs unshare(1) with user, mount and PID namespaces (util-linux, and a kernel that allows them)" >&2
	exit 1
fi
exec unshare --user --map-root-user --mount --propagation private "$0" --inside "$@"
