#!/bin/sh
# Makes an edit in Supabase (the table editor, the SQL editor) reach readers now rather than within
# the caches' lifetimes (docs/deploying.md#scheduled-posts-and-how-long-an-edit-takes-to-reach-readers): restarts the
# processes one at a time, so each starts with empty data and render caches and reads the backend
# afresh before it answers /healthz, then empties nginx's cache. Browsers may still show a page
# they fetched in the last minute. Stops, keeping nginx's cache, if a process does not become
# healthy (a backend outage: the processes not yet restarted keep their cached copies).
# Run as root from the checkout.
set -eu
cd "$(dirname "$0")/.."
cache=${MENOPAUSE_NGINX_CACHE:-/var/cache/nginx/menopause-and-me}
deploy/rolling-restart.sh
if [ -d "$cache" ]; then find "$cache" -type f -delete; fi
echo "caches emptied: readers get what the database holds now"
