#!/usr/bin/env bash
# Finds the Chromium a command drives (Playwright cannot download its own browser on our machines).
# Usage: ensure-chromium.sh tests|bench. Each use has its own Debian package, binary and variable that overrides it:
#   tests  Debian's headless shell, the headless build Playwright runs its tests in (playwright.config.ts)
#   bench  the full browser, which Lighthouse drives (bench/lib/chromium.ts); CHROME_PATH is Lighthouse's own variable
# Order: the variable, then the binary; when neither exists and we are root with apt, install the package; otherwise
# stop and say how to get it.
set -euo pipefail

case "${1:-}" in
  tests) variable=TEST_CHROMIUM_PATH package=chromium-headless-shell binary=/usr/lib/chromium/chromium-headless-shell ;;
  bench) variable=CHROME_PATH package=chromium binary=/usr/bin/chromium ;;
  *) echo "usage: ensure-chromium.sh tests|bench" >&2; exit 2 ;;
esac

override="${!variable:-}"
if [ -n "$override" ]; then
  if [ -x "$override" ]; then exit 0; fi
  echo "$variable is set to '$override', which is not an executable file." >&2
  exit 1
fi

if [ -x "$binary" ]; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$binary not found: installing Debian's $package package with apt-get..."
  # A failure here (no network, no such package) ends in the message below, which says what to do.
  apt-get update -qq || true
  # Waits for a package manager already at work (an unattended upgrade, another install) instead of failing at once.
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$package" >/dev/null || true
  if [ -x "$binary" ]; then exit 0; fi
fi

cat >&2 <<MSG
This command needs Chromium at $binary (or wherever \$$variable points), and found none.
Install it with:   sudo apt-get update && sudo apt-get install $package
or point $variable at an existing Chromium or Chrome binary, then run the command again.
MSG
exit 1
