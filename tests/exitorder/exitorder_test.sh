#!/usr/bin/env bash
# An offload binary that maps data must unregister its images at exit
# before a device driver that came up during __tgt_register_lib tears
# itself down (the CUDA driver does so at exit; unregistering after it
# prints "CUDA error: ... error code 4" at every exit). The shim
# libexitorder.so (exitorder.c) models such a driver on the host plugin and
# logs the events; this checks their order.
# Args: the binary, the shim.
set -euo pipefail
bin=$1
shim=$(readlink -f "$2")
err=$(mktemp)
if ! OMP_TARGET_OFFLOAD=MANDATORY LD_PRELOAD="$shim" "$bin" 2>"$err"; then
	echo "FAIL: $bin failed:" >&2
	cat "$err" >&2
	exit 1
fi
events=$(grep '^exitorder: ' "$err" | tr '\n' '|')
echo "events: $events"
want='exitorder: register|exitorder: unregister|exitorder: driver teardown|'
if [[ "$events" != "$want" ]]; then
	echo "FAIL: expected the events $want" >&2
	echo "(register, then at exit unregister before the driver's teardown); stderr was:" >&2
	cat "$err" >&2
	exit 1
fi
echo PASS
