#!/bin/sh
# Restarts the Menopause & Me processes one at a time, each only once the one before answers its
# health check, so nginx always has one to send readers to (it retries the other on a refused
# connection or a 503). Stops at the first process that does not become healthy: the ones not yet
# restarted keep serving with their caches, and the script exits 1 naming it (with
# ROLLING_RESTART_FAILED set, it also writes the port to that file, for release.sh).
# Usage: deploy/rolling-restart.sh [port ...] (default: every instance).
# HEALTH_TIMEOUT: seconds each process gets to answer /healthz with 200 (default 60).
set -eu

timeout=${HEALTH_TIMEOUT:-60}
ports="$*"
if [ -z "$ports" ]; then
  ports=$(systemctl list-units --plain --no-legend 'menopause-and-me@*.service' |
    sed -n 's/^menopause-and-me@\([0-9]*\)\.service.*/\1/p')
fi
if [ -z "$ports" ]; then
  echo "no menopause-and-me@ instances are running; nothing restarted" >&2
  exit 1
fi

unhealthy() {
  echo "menopause-and-me@$1 $2; stopping here, the processes not yet restarted keep serving" >&2
  if [ -n "${ROLLING_RESTART_FAILED:-}" ]; then echo "$1" >"$ROLLING_RESTART_FAILED"; fi
  exit 1
}

for port in $ports; do
  echo "restarting menopause-and-me@$port"
  systemctl restart "menopause-and-me@$port" || unhealthy "$port" "did not restart"
  deadline=$(($(date +%s) + timeout))
  # /healthz is 200 once the process has started and tried its first reads (it never waits on
  # the database: decision 43); a release that reads what the database lacks stops at db:check.
  until curl -fs --max-time 10 -o /dev/null "http://127.0.0.1:$port/healthz"; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
      unhealthy "$port" "is not healthy after $timeout s (curl http://127.0.0.1:$port/healthz says why)"
    fi
    sleep 0.5
  done
done
