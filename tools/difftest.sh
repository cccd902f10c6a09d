#!/usr/bin/env bash
# Differential testing against clang-19: tools/difftest.sh N SEED [flags]
# generates N programs (seeds SEED, SEED+1, ...), builds each with omplower
# plus the project's compile steps and with clang-19, runs both with
# OMP_TARGET_OFFLOAD=MANDATORY and compares their output. Prints one line
# per program and a summary; programs that are not ok are kept with both
# outputs (default under $TMPDIR/omp-difftest). Extra flags go to the
# command (go run ./tools/difftest/cmd/difftest -h lists them), e.g. -j 2.
# See docs/difftest.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if (($# < 2)); then
	echo "usage: tools/difftest.sh N SEED [difftest flags]" >&2
	exit 2
fi
n="$1" seed="$2"
shift 2

tools/bootstrap.sh
source tools/common.sh # the machine's Go on PATH
bin="$(mktemp -d)/difftest"
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ./tools/difftest/cmd/difftest
"$bin" -n "$n" -seed "$seed" "$@"
