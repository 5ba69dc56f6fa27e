#!/usr/bin/env bash
# Finds the compilers the code sample checks run: mcs (C#), clang (Objective-C) and javac (Java; Kotlin runs on its
# JDK). A compiler on the PATH is used as it is; when some are missing and we are root with apt, Debian's packages
# are installed (one apt-get update for all of them); otherwise we stop and say how to install them.
set -euo pipefail

# command → Debian package
declare -A packages=(
  [mcs]=mono-mcs
  [clang]=clang
  [javac]=openjdk-17-jdk-headless
)

missing=()
for command in mcs clang javac; do
  command -v "$command" >/dev/null 2>&1 || missing+=("$command")
done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi

wanted=()
for command in "${missing[@]}"; do wanted+=("${packages[$command]}"); done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Not found: ${missing[*]}. Installing Debian's ${wanted[*]} with apt-get..."
  apt-get update -qq || true
  # Waits for a package manager already at work (an unattended upgrade, another install) instead of failing at once.
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null
  still=()
  for command in "${missing[@]}"; do
    command -v "$command" >/dev/null 2>&1 || still+=("$command")
  done
  if [ "${#still[@]}" -eq 0 ]; then exit 0; fi
  missing=("${still[@]}")
  wanted=()
  for command in "${missing[@]}"; do wanted+=("${packages[$command]}"); done
fi

cat >&2 <<MSG
The code sample checks run mcs (C#), clang (Objective-C) and javac (Java and Kotlin); not found on the PATH: ${missing[*]}.
Install with:   sudo apt-get update && sudo apt-get install ${wanted[*]}
then run the tests again.
MSG
exit 1
