#!/bin/sh
# Stands in for a GPU test program of another rule set: checks that its
# argument, a data file, is there, and says which worker pool ran it (the
# variable the local cluster's workers set). A second argument makes it
# take that many seconds.
test -s "$1" || exit 1
if [ -n "$2" ]; then sleep "$2"; fi
echo "PASS wrapped: $1 (worker pool: ${REX_POOL:-${BUILDBARN_POOL:-none}})"
