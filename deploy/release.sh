#!/bin/sh
# Puts the checked-out version live with no dropped request: builds, keeps the previous build's
# assets, restarts the processes one at a time, then empties nginx's cache so readers get the
# new pages at once. Run as root from the checkout after `git pull`.
set -eu
cd "$(dirname "$0")/.."
cache=${MENOPAUSE_NGINX_CACHE:-/var/cache/nginx/menopause-and-me}

# `npm run build` empties build/, but pages cached before (by nginx or a browser) and the
# processes still running name the previous build's files (build/client/build/, served at
# /build/). Hashed names never clash, so put the old files back beside the new ones, and drop
# only those no build has written for a week.
previous=$(mktemp -d)
trap 'rm -rf "$previous"' EXIT
if [ -d build/client/build ]; then cp -a build/client/build/. "$previous/"; fi
npm install
npm run build
cp -an "$previous/." build/client/build/
find build/client/build -type f -mtime +7 -delete

"$(dirname "$0")/rolling-restart.sh"

# nginx treats a missing cache file as a miss, within open_file_cache_valid (10 s): the next
# reader of each page gets the new one (one request per page reaches the app: proxy_cache_lock).
if [ -d "$cache" ]; then find "$cache" -type f -delete; fi
echo "released $(git rev-parse --short HEAD 2>/dev/null || echo 'this checkout')"
