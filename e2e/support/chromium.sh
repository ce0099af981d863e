#!/usr/bin/env bash
# The browser playwright.config.ts launches: the Chromium that E2E_CHROMIUM names, with every
# --disable-features it is given merged into one. Chromium honours only the last such switch, so the
# config's own would otherwise undo the whole list Playwright disables for stable tests.
set -euo pipefail
args=()
disabled=()
for arg in "$@"; do
  case "${arg}" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("${arg}") ;;
  esac
done
if [ ${#disabled[@]} -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${disabled[*]}")")
fi
exec "${E2E_CHROMIUM:?E2E_CHROMIUM names the Chromium to start}" "${args[@]}"
