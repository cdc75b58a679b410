#!/bin/sh
# Brings the server up to what the repository's main branch holds and releases it, when readers
# need a release to see what changed
# (docs/decisions/0054-photos-released-token-kept-to-the-editor.md).
# It is the one thing the publish workflow's SSH key can do: that key's authorized_keys line is
#   restrict,command="/srv/menopause-and-me/deploy/pull-and-release.sh" ssh-ed25519 AAAA… publish
# so whatever the client asks runs this instead, and only "release" (or nothing) is accepted.
# Run it by hand as root too, instead of `git pull && deploy/release.sh`.
#
# 1. One release at a time: the lock on releases/.lock, which release.sh also takes.
# 2. `git fetch origin main`; anything but a fast-forward of the checkout is refused, unchanged.
# 3. What changed since the live release decides (the live release's commit is in its name):
#    - on Supabase (SUPABASE_URL in the processes' environment file), only photos and other files
#      beside the posts, or under public/images/: the posts' words reach readers through Supabase;
#    - on the embedded database, anything under content/posts/ or public/images/.
#    Nothing to release: the checkout is left as it is, and the script says so.
# 4. The checkout is fast-forwarded and deploy/release.sh run, in a session of its own with its
#    output in releases/last-release.log (followed here), so a dropped connection cannot stop a
#    release half way. release.sh checks and builds before anything switches, and goes back if a
#    process is not healthy; a release that fails puts the checkout back where it was too.
# MENOPAUSE_RELEASE_BRANCH: the branch to follow (default main).
set -eu

# The whole script is read before it runs: the fast-forward may replace this very file.
main() {
  case "${SSH_ORIGINAL_COMMAND:-release}" in
    release) ;;
    *)
      echo "refused: this key can only release the site (ask for \"release\")" >&2
      exit 2
      ;;
  esac
  cd "$(dirname "$0")/.."
  branch=${MENOPAUSE_RELEASE_BRANCH:-main}
  envfile=${MENOPAUSE_ENV_FILE:-/etc/menopause-and-me.env}

  mkdir -p releases
  exec 9>>releases/.lock
  if ! flock -w 1 9; then
    echo "another release is running; waiting for it to finish"
    flock 9
  fi

  git fetch --quiet origin "$branch"
  wanted=$(git rev-parse FETCH_HEAD)
  if ! git merge-base --is-ancestor HEAD "$wanted"; then
    echo "release stopped: $branch on origin ($(git rev-parse --short "$wanted")) does not follow on from this checkout ($(git rev-parse --short HEAD)): was it rewritten, or was something committed here? Nothing was changed; the site is as it was" >&2
    exit 1
  fi

  # The live release is releases/<time>-<short commit>; an older layout has no commit to compare.
  live=$(readlink build 2>/dev/null || true)
  live=$(git rev-parse --verify --quiet "${live##*-}^{commit}" 2>/dev/null || true)
  if [ "$live" = "$wanted" ]; then
    echo "nothing to release: $(git rev-parse --short "$wanted") is already live"
    return 0
  fi
  if [ -n "$live" ]; then
    changed=$(git diff --name-only "$live" "$wanted" -- content/posts public/images)
    if grep -Eq '^[[:space:]]*SUPABASE_URL=[^[:space:]]' "$envfile" 2>/dev/null; then
      changed=$(printf '%s\n' "$changed" | grep -Eiv '^content/posts/.*\.(md|ya?ml)$' || true)
      why="no photo changed, and the posts' words reach readers through Supabase"
    else
      why="no post or photo changed"
    fi
    if [ -z "$changed" ]; then
      echo "nothing to release: $why since the live release ($(git rev-parse --short "$live"))"
      return 0
    fi
  fi

  before=$(git rev-parse HEAD)
  git merge --ff-only --quiet "$wanted"
  log=releases/last-release.log
  # Made here, before the release starts, so the tail below always finds it (the background
  # release's own redirection may not have run yet when tail starts).
  : >"$log"
  # setsid: the release's own session, so the connection's end does not reach it; the lock on fd 9
  # goes with it, so the next release waits for this one even if this script is gone.
  setsid deploy/release.sh >>"$log" 2>&1 </dev/null &
  release=$!
  tail -n +1 -s 0.2 --pid="$release" -f "$log"
  if wait "$release"; then return 0; else failed=$?; fi
  # The live build is the one before: so is the checkout again (server code included), and the
  # next run tries again.
  if git reset --quiet --keep "$before"; then
    echo "the checkout is back at $(git rev-parse --short HEAD), the live release's commit" >&2
  fi
  return "$failed"
}

main "$@"
