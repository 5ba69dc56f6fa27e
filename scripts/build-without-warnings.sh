#!/usr/bin/env bash
# The production build, failing on any warning in its log. Broken links already fail the build itself; broken
# anchors and duplicate routes only warn (as the spec asks), so this is where CI holds them at zero.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
npm run build 2>&1 | tee "$log"
if grep -E '\[WARNING\]|broken anchor' "$log" >/dev/null; then
  echo "The build log has warnings (see above): fix them before merging." >&2
  exit 1
fi
