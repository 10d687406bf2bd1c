#!/bin/sh
# Runs the built gateway (dist/main.js) as deployed; arguments go to node before the script.
# Memory against login speed, measured on a PostgreSQL server (docs/BENCHMARKS.md, "Memory and the
# login"):
#  - MALLOC_ARENA_MAX=2: each Argon2id verify takes a 19 MiB block on a thread-pool thread. With
#    glibc's default arenas every such thread keeps its own; two arenas hold them for the pool:
#    idle RSS 286 -> 211-224 MiB, logins as fast (0.75-0.78x the bare Argon2 loop).
#    MALLOC_MMAP_THRESHOLD_=131072 (every block a fresh mmap) kept RSS at 185 MiB but faulted the
#    19 MiB in on every verify: logins fell to 0.55-0.58x. Not used.
#  - --max-semi-space-size=8 (MiB; Node 20's default grows to 16): the young generation stays
#    small, no loss on the cached game list.
# exec: node replaces this shell, so the process id (and a signal to it) is the gateway's own.
export MALLOC_ARENA_MAX=2
exec node --max-semi-space-size=8 --enable-source-maps "$@" "$(dirname "$0")/../dist/main.js"
