#!/usr/bin/env bash
# The date-sensitive suites under a shifted clock: every weekday, a month's last day and a year's
# last day, each in another machine time zone. Shows that no test (and no period rule it checks)
# holds only on some days of the week.
#
# How: libfaketime (Debian package `faketime`) shifts the wall clock of vitest, the gateways it
# starts AND a PostgreSQL server of this script's own, so JavaScript's Date and SQL's now() agree,
# the way they do in production. The clock keeps running from the chosen instant. Monotonic clocks
# are left alone (timers and timeouts behave normally).
#
#   tests/dates/matrix.sh            every date below
#   tests/dates/matrix.sh 2026-12-31T15:00:00Z   one instant
#
# Needs: apt-get install -y faketime; run as root (PostgreSQL runs as the postgres user).
set -euo pipefail
cd "$(dirname "$0")/../.."

LIB=$(dpkg -L libfaketime 2>/dev/null | grep -m1 'libfaketime.so.1$' || true)
[ -n "$LIB" ] || { echo "libfaketime is missing: apt-get install -y faketime" >&2; exit 2; }
PGBIN=/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -n | tail -1)/bin
PORT=${MATRIX_PG_PORT:-5499}

# Instants are UTC. The test merchants run on UTC+8 (defaultSettings), so 16:30Z is 00:30 of the
# NEXT merchant day: the UTC weekday and the merchant weekday differ, which is where period bugs hide.
# Each instant also runs in another machine time zone.
DEFAULT_INSTANTS=(
  "2026-11-29T16:30:00Z Pacific/Kiritimati"   # Mon 00:30 merchant time (Sunday in UTC)
  "2026-11-30T16:30:00Z America/Los_Angeles"  # Tue 00:30
  "2026-12-01T16:30:00Z UTC"                  # Wed 00:30
  "2026-12-02T16:30:00Z Asia/Manila"          # Thu 00:30
  "2026-12-03T16:30:00Z Europe/London"        # Fri 00:30
  "2026-12-04T16:30:00Z America/Sao_Paulo"    # Sat 00:30
  "2026-12-05T16:30:00Z Asia/Kolkata"         # Sun 00:30
  "2027-02-28T15:00:00Z Australia/Sydney"     # a month's last day, 23:00 merchant time
  "2026-12-31T15:00:00Z America/New_York"     # a year's last day, 23:00 merchant time
)

SUITES=(
  tests/integration/agent-settlement.test.ts
  tests/integration/agent-contract-terms.test.ts
  tests/integration/agent-contracts.test.ts
  tests/integration/agent-team.test.ts
  tests/integration/vip.test.ts
  tests/integration/vip-wheel.test.ts
  tests/integration/lottery.test.ts
  tests/integration/missions.test.ts
  tests/integration/responsible.test.ts
  tests/integration/responsible-care.test.ts
  tests/integration/deposit.test.ts
  tests/integration/session.test.ts
  tests/integration/promotions.test.ts
  tests/integration/records.test.ts
  tests/integration/round-after-expiry.test.ts
)
UNITS=(shared/src/api gateway/src/modules/vip gateway/src/modules/missions gateway/src/modules/wallet machines/src)

# MATRIX_FILES="a.test.ts b.test.ts" narrows the run (while fixing one suite).
if [ -n "${MATRIX_FILES:-}" ]; then read -r -a SUITES <<<"$MATRIX_FILES"; UNITS=(); fi
if [ $# -gt 0 ]; then INSTANTS=("$1 ${2:-UTC}"); else INSTANTS=("${DEFAULT_INSTANTS[@]}"); fi

PGDIR=""
stop_pg() {
  if [ -n "$PGDIR" ] && [ -d "$PGDIR" ]; then
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDIR" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
  fi
  PGDIR=""
}
trap stop_pg EXIT

summary=()
failed=0
for entry in "${INSTANTS[@]}"; do
  read -r at tz <<<"$entry"
  offset=$(( $(date -ud "$at" +%s) - $(date -u +%s) ))
  # "+N"/"-N": N seconds from the real clock, so time keeps running from the chosen instant.
  FAKETIME=$([ "$offset" -ge 0 ] && echo "+${offset}" || echo "${offset}")
  log="/tmp/wl-dates-$(date -ud "$at" +%Y%m%d%H%M).log"

  PGDIR=$(mktemp -d /tmp/wl-dates-pg.XXXXXX)
  chown postgres "$PGDIR"
  runuser -u postgres -- "$PGBIN/initdb" -D "$PGDIR" -A trust -U postgres >/dev/null
  runuser -u postgres -- env LD_PRELOAD="$LIB" FAKETIME="$FAKETIME" FAKETIME_DONT_FAKE_MONOTONIC=1 \
    "$PGBIN/pg_ctl" -D "$PGDIR" -l "$PGDIR/log" -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
  psql -h 127.0.0.1 -p "$PORT" -U postgres -qc "create database dates" >/dev/null
  seen=$(psql -h 127.0.0.1 -p "$PORT" -U postgres -Atc "select to_char(now() at time zone 'UTC', 'Dy YYYY-MM-DD HH24:MI') || 'Z'")
  node_now=$(LD_PRELOAD="$LIB" FAKETIME="$FAKETIME" TZ="$tz" node -e 'process.stdout.write(new Date().toString())')
  echo "=== ${at} (${tz}): database now() ${seen}; node ${node_now}"

  status=0
  LD_PRELOAD="$LIB" TZ="$tz" TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${PORT}/dates" \
    FAKETIME="$FAKETIME" FAKETIME_DONT_FAKE_MONOTONIC=1 NO_COLOR=1 \
    npx vitest run --project unit --project integration "${UNITS[@]}" "${SUITES[@]}" >"$log" 2>&1 || status=$?
  line=$(grep -E '^\s+Tests\s' "$log" | tail -1 | sed 's/^ *//' || true)
  if [ "$status" -eq 0 ]; then summary+=("PASS ${at} ${tz}: ${line}"); else summary+=("FAIL ${at} ${tz}: ${line} (see ${log})"); failed=1; fi
  stop_pg
done

echo
printf '%s\n' "${summary[@]}"
exit $failed
