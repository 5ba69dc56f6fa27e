#!/usr/bin/env bash
# Finds the Chromium the browser tests drive (Playwright cannot download its own browser on our machines).
# Order: $CHROME_PATH, then /usr/bin/chromium; when neither exists and we are root with apt, install Debian's
# chromium package; otherwise stop and say how to get it.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH is set to '$CHROME_PATH', which is not an executable file." >&2
  exit 1
fi

if [ -x /usr/bin/chromium ]; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package with apt-get..."
  apt-get update -qq
  # Waits for a package manager already at work (an unattended upgrade, another install) instead of failing at once.
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
  if [ -x /usr/bin/chromium ]; then exit 0; fi
fi

cat >&2 <<'MSG'
The browser tests need Chromium, and none was found at $CHROME_PATH or /usr/bin/chromium.
Install it with:   sudo apt-get update && sudo apt-get install chromium
or point CHROME_PATH at an existing Chromium or Chrome binary, then run the tests again.
MSG
exit 1
