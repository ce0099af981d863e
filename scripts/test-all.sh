#!/usr/bin/env bash
# `npm test`: every check and test suite, in the order CI runs them.
#   lint, format, types -> unit + integration (PGlite; PostgreSQL too when DATABASE_URL answers)
#   -> production build -> a short mixed load -> Playwright end to end (against the build, fresh stores).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n==> %s\n' "$*"; }

step "Lint, format and types"
npm run --silent lint
npm run --silent format:check
npm run --silent typecheck

step "Unit and integration tests"
if [ -n "${DATABASE_URL:-}" ] && ! reason=$(node scripts/postgres-reachable.mjs); then
  echo "PostgreSQL suites skipped: ${reason}"
  unset DATABASE_URL
elif [ -z "${DATABASE_URL:-}" ]; then
  echo "PostgreSQL suites skipped: DATABASE_URL is not set (set it to run them against a real server)."
fi
npx vitest run

step "Production build"
npm run --silent build

step "Mixed load against the build (short run; \`npm run test:load\` runs 60 s at 50 connections)"
npm run --silent test:load -- --seconds 10 --connections 20

step "End-to-end tests (Playwright)"
npx playwright test
