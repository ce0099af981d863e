#!/usr/bin/env bash
# `npm test`: every check and test suite, in the order CI runs them.
#   every dependency, when the checkout lacks them -> what the suites need -> lint, format, types -> unit +
#   integration (PGlite; PostgreSQL too when DATABASE_URL answers, Redis when REDIS_URL does), and beside them
#   the production build -> the images' file trees -> a short mixed load -> Playwright end to end (against the
#   build, fresh stores).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n==> %s\n' "$*"; }

# A fresh clone has nothing installed, and `npm run demo` installs only what the app needs (npm ci --omit=dev):
# the checks and suites need every dependency, exactly as the lock file has them.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] ||
  [ ! -x node_modules/.bin/vitest ]; then
  step "Installing every dependency (npm ci: about a minute)"
  npm ci --no-audit --no-fund
fi

# Checked first, so that a run that cannot finish says so at once, not after the build. Under CI (`CI` set)
# every suite must run: a PostgreSQL or Redis server that does not answer fails the run. On a user's machine
# the PostgreSQL and Redis suites are skipped instead, saying why. The end-to-end tests need Chromium everywhere.
step "What the suites need"
problems=()
if postgres=$(node scripts/postgres-reachable.mjs); then
  echo "PostgreSQL: the server at DATABASE_URL answers."
elif [ -n "${CI:-}" ]; then
  problems+=("PostgreSQL suites cannot run under CI: ${postgres}")
else
  echo "PostgreSQL suites skipped: ${postgres}"
  unset DATABASE_URL
fi
if redis=$(node scripts/redis-reachable.mjs); then
  echo "Redis: the server at REDIS_URL answers."
elif [ -n "${CI:-}" ]; then
  problems+=("Redis suite cannot run under CI: ${redis}")
else
  echo "Redis suite skipped: ${redis}"
  unset REDIS_URL
fi
chromium="${PLAYWRIGHT_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if ! command -v "${chromium}" >/dev/null 2>&1; then
  problems+=("End-to-end tests cannot run: no Chromium at ${chromium} (apt-get install chromium-headless-shell, or set PLAYWRIGHT_CHROMIUM_PATH).")
fi
if [ ${#problems[@]} -gt 0 ]; then
  printf 'npm test stops before running anything:\n' >&2
  printf '  - %s\n' "${problems[@]}" >&2
  exit 1
fi

# Runs each named npm script at once (each is one process on one core), then prints their outputs in this
# order and fails if any failed.
at_once() {
  local dir pids=() failed=0
  dir="$(mktemp -d)"
  for script in "$@"; do
    npm run --silent "${script}" >"${dir}/${script}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
      failed=1
      printf 'npm test: `npm run %s` failed:\n' "${*:$((i + 1)):1}" >&2
    fi
    cat "${dir}/${*:$((i + 1)):1}"
  done
  rm -rf "${dir}"
  return "${failed}"
}

step "Lint, format and types"
at_once lint format:check typecheck

# The production build, then the images' file trees and a short mixed load against it: run beside Vitest,
# whose suites never read the build (and codegen rewrites no file whose contents are unchanged). In a session
# of its own, which Linux schedules as one group (autogroup) beside Vitest's: when both want more, each gets
# a core (niced inside Vitest's session instead, it waited and then ran alone, slower in all: the README's
# table has the timings). The session is also its process group, so that it stops with this script however
# that ends.
after_vitest() {
  set -euo pipefail
  step "Production build (beside Vitest)"
  # A clean build prints no warning: a newcomer reads Turbopack's "Ecmascript file had an error" as a failure.
  local build_log
  build_log="$(mktemp)"
  # Types were checked above: Next's own check would repeat the same `tsc` (next.config.mjs).
  HANDBOOK_TYPES_CHECKED=1 npm run --silent build 2>&1 | tee "${build_log}"
  if grep -qiE 'warning|had an error' "${build_log}"; then
    echo "npm test: the production build printed a warning (above); a clean build prints none." >&2
    return 1
  fi
  rm -f "${build_log}"

  step "The images' file trees, started with node alone"
  TEST_IMAGES=1 npx vitest run --project images

  step "Mixed load against the build (short run; \`npm run test:load\` runs 60 s at 50 connections)"
  npm run --silent test:load -- --seconds 10 --connections 20
}
export -f step after_vitest
beside_log="$(mktemp)"
setsid bash -c after_vitest >"${beside_log}" 2>&1 &
beside=$!
trap 'kill -- "-${beside}" 2>/dev/null || true' EXIT

step "Unit, integration and service tests"
npx vitest run

beside_failed=0
wait "${beside}" || beside_failed=1
# Ended: its group id may be another's by the time this script exits.
trap - EXIT
cat "${beside_log}"
rm -f "${beside_log}"
if [ "${beside_failed}" -ne 0 ]; then
  echo "npm test: the build, the images or the mixed load failed (above)." >&2
  exit 1
fi

step "End-to-end tests (Playwright)"
npx playwright test
