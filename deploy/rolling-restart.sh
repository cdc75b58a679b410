#!/bin/sh
# Restarts the Menopause & Me processes one at a time, each only once the one before answers its
# health check, so nginx always has one to send readers to (it retries the other on a refused
# connection or a 503). Usage: deploy/rolling-restart.sh [port ...] (default: every instance).
set -eu

ports="$*"
if [ -z "$ports" ]; then
  ports=$(systemctl list-units --plain --no-legend 'menopause-and-me@*.service' |
    sed -n 's/^menopause-and-me@\([0-9]*\)\.service.*/\1/p')
fi

for port in $ports; do
  echo "restarting menopause-and-me@$port"
  systemctl restart "menopause-and-me@$port"
  tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then
      echo "menopause-and-me@$port is not healthy after 60 s; stopping here" >&2
      exit 1
    fi
    sleep 0.5
  done
done
