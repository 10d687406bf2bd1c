#!/bin/sh
# Runs the built gateway (dist/main.js) as deployed; arguments go to node before the script.
# Memory, measured idle on a PostgreSQL server (docs/BENCHMARKS.md "Idle memory"):
#  - MALLOC_MMAP_THRESHOLD_ fixed at glibc's default 128 KiB: otherwise freeing one Argon2 block
#    (19 MiB, a password hash at start-up or a login) raises the threshold, and later large blocks
#    come from arenas glibc keeps: 227 -> 176 MiB RSS.
#  - --max-semi-space-size=8 (MiB; Node 20's default grows to 16): the young generation stays
#    small, 176 -> 129-135 MiB RSS, no loss on the cached game list.
# exec: node replaces this shell, so the process id (and a signal to it) is the gateway's own.
export MALLOC_MMAP_THRESHOLD_=131072
exec node --max-semi-space-size=8 --enable-source-maps "$@" "$(dirname "$0")/../dist/main.js"
