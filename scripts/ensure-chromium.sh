#!/usr/bin/env bash
# Finds the Chromium a command drives (Playwright cannot download its own browser on our machines).
# Usage: ensure-chromium.sh PACKAGE BINARY: Debian's PACKAGE, which installs BINARY. Order: $CHROME_PATH, then BINARY;
# when neither exists and we are root with apt, install PACKAGE; otherwise stop and say how to get it.
set -euo pipefail
package="$1"
binary="$2"

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH is set to '$CHROME_PATH', which is not an executable file." >&2
  exit 1
fi

if [ -x "$binary" ]; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$binary not found: installing Debian's $package package with apt-get..."
  apt-get update -qq || true
  # Waits for a package manager already at work (an unattended upgrade, another install) instead of failing at once.
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$package" >/dev/null || true
  if [ -x "$binary" ]; then exit 0; fi
fi

cat >&2 <<MSG
This command needs Chromium at $binary (or wherever \$CHROME_PATH points), and found none.
Install it with:   sudo apt-get update && sudo apt-get install $package
or point CHROME_PATH at an existing Chromium or Chrome binary, then run the command again.
MSG
exit 1
