#!/bin/sh
# Puts the checked-out version live, and cannot leave the running site worse than it was
# (docs/decisions/0028-scheduled-posts-and-safe-releases.md). Run as root from the checkout after
# `git pull`, or let deploy/pull-and-release.sh fetch and run it.
#
# 1. Everything that can fail runs first, while readers are served as before: npm install, the
#    posts check (when package.json has one), the build, into releases/<time>-<commit>/, and
#    the database check (npm run db:check: every read the new build makes, as the site makes it).
# 2. `build` is a symlink to the live release; it is switched to the new one in one rename, with
#    the previous build's /build/* files copied beside the new ones and kept a week from this
#    release (pages cached before, and readers' open tabs, still name them).
# 3. The processes restart one at a time (rolling-restart.sh). The first that does not become
#    healthy stops the release: `build` points back at the previous release, that process is
#    restarted on it, the others were never touched, and nginx's cache is kept.
# 4. Only after every process is healthy is nginx's cache emptied.
set -eu
cd "$(dirname "$0")/.."
cache=${MENOPAUSE_NGINX_CACHE:-/var/cache/nginx/menopause-and-me}

# One release at a time. deploy/pull-and-release.sh takes this lock before it fetches and hands
# it on, open on descriptor 9; run by hand, a release takes it here, or stops if one is running.
mkdir -p releases
if ! (true >&9) 2>/dev/null; then exec 9>>releases/.lock; fi
if ! flock -n 9; then
  echo "release stopped: another release is running (releases/.lock); the site is as it was" >&2
  exit 1
fi
release="releases/$(date -u +%Y%m%d%H%M%S)-$(git rev-parse --short HEAD 2>/dev/null || echo local)"

# Whether this checkout's package.json has the script $1 (older checkouts lack the newer checks).
has_script() {
  node -e 'const p = JSON.parse(require("fs").readFileSync("package.json", "utf8"));
    process.exit(p.scripts && p.scripts[process.argv[1]] ? 0 : 1)' "$1"
}

npm install
# The posts check arrives with content/posts/; until then there is nothing to check.
if has_script posts:check; then
  npm run posts:check
fi
if ! REMIX_BUILD_DIR="$release" npm run build; then
  rm -rf "$release"
  echo "release stopped: the build failed; the site is as it was" >&2
  exit 1
fi

# The database must answer every read the new build makes, as the site's own role, before anything
# switches: a build that reads a column no migration has added yet would otherwise pass the health
# checks, empty nginx's cache and answer every post with a 503. Read with the processes'
# configuration (the systemd unit's EnvironmentFile). Older checkouts have no check to run.
envfile=${MENOPAUSE_ENV_FILE:-/etc/menopause-and-me.env}
if [ -r "$envfile" ]; then set -- -- --env-file "$envfile"; else set --; fi
if has_script db:check && ! npm run db:check "$@"; then
  rm -rf "$release"
  echo "release stopped: the database is not ready for this build (see above); the site is as it was" >&2
  exit 1
fi

# Hashed names never clash, so the previous build's files go back beside the new ones. Its own
# files (listed in own-assets.txt when it was released) count as new today, whatever their age:
# pages cached before this release and readers' open tabs name them, so they stay a week from
# now. Files it had carried over from older builds keep their time and go once a week old.
(cd "$release/client/build" && find . -type f) >"$release/own-assets.txt"
if [ -d build/client/build ]; then
  cp -an build/client/build/. "$release/client/build/"
  own="$PWD/build/own-assets.txt"
  (
    cd "$release/client/build"
    # A build released before this list existed: every file it has counts as its own.
    if [ -f "$own" ]; then xargs -r touch -c -- <"$own"; else find . -type f -exec touch -c {} +; fi
  )
fi
find "$release/client/build" -type f -mtime +7 -delete

# A checkout released before this script built in place: its build becomes a release of its own.
if [ -d build ] && [ ! -L build ]; then
  mv build releases/00000000000000-in-place
  ln -s releases/00000000000000-in-place build
fi
previous=$(readlink build 2>/dev/null || true)
switch_to() {
  ln -sfn "$1" build.switching
  mv -T build.switching build
}
switch_to "$release"

failed=$(mktemp)
trap 'rm -f "$failed"' EXIT
if ! ROLLING_RESTART_FAILED="$failed" deploy/rolling-restart.sh; then
  port=$(cat "$failed")
  if [ -n "$previous" ]; then
    switch_to "$previous"
    if [ -n "$port" ]; then
      deploy/rolling-restart.sh "$port" ||
        echo "menopause-and-me@$port is not healthy on the previous release either" >&2
    fi
  fi
  echo "release stopped: ${port:+menopause-and-me@$port }did not become healthy on $release; back on ${previous:-the build it had}; nginx's cache kept" >&2
  exit 1
fi

# nginx treats a missing cache file as a miss, within open_file_cache_valid (10 s): the next
# reader of each page gets the new one (one request per page reaches the app: proxy_cache_lock).
if [ -d "$cache" ]; then find "$cache" -type f -delete; fi
# The live release, the one before (a running tab's assets, a way back) and one more.
ls -1d releases/*/ 2>/dev/null | sort | head -n -3 | while read -r old; do
  [ "${old%/}" = "$release" ] || rm -rf "$old"
done
echo "released $release"
