#!/usr/bin/env bash
# Finds the nginx that `npm run serve` and the browser tests serve the build with, with the brotli module the
# generated configuration uses. Present: use it. Missing, and we are root with apt: install Debian's packages.
# Otherwise stop and say how to get them.
set -euo pipefail

BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

if command -v nginx >/dev/null 2>&1 && [ -f "$BROTLI_MODULE" ]; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx or its brotli module not found: installing Debian's nginx and libnginx-mod-http-brotli-static with apt-get..."
  apt-get update -qq || true
  # Keeps Debian from starting the nginx service on port 80 after the install (nothing here serves there): a
  # policy-rc.d that denies every start, unless the machine already has one.
  policy=/usr/sbin/policy-rc.d
  own_policy=false
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && own_policy=true
  fi
  # Waits for a package manager already at work (an unattended upgrade, another install) instead of failing at once.
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null \
    || true
  if [ "$own_policy" = true ]; then rm -f "$policy"; fi
  if command -v nginx >/dev/null 2>&1 && [ -f "$BROTLI_MODULE" ]; then exit 0; fi
fi

cat >&2 <<'MSG'
Serving the build needs nginx with its brotli module, and they were not found.
Install them with:   sudo apt-get update && sudo apt-get install nginx libnginx-mod-http-brotli-static
then run the command again.
MSG
exit 1
