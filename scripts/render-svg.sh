#!/usr/bin/env bash
# Renders SVG files to PNG with headless Chromium (Debian: apt-get install chromium),
# to look at what WriteSVG and `livingstones diagram --svg` draw.
#
#   scripts/render-svg.sh OUTDIR FILE.svg...      (default: testdata/svg/*.svg into /tmp/livingstones-png)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/livingstones-png}
shift || true
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=(testdata/svg/*.svg); fi
command -v chromium >/dev/null || { echo "chromium is not installed (apt-get install chromium)" >&2; exit 1; }
mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
for f in "${files[@]}"; do
  size=$(grep -o 'viewBox="0 0 [0-9]* [0-9]*"' "$f" | head -1 | tr -dc '0-9 ' | awk '{print $3","$4}')
  png="$out/$(basename "${f%.svg}").png"
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
    --user-data-dir="$profile" --screenshot="$png" --window-size="$size" "file://$(realpath "$f")" 2>/dev/null
  echo "$png"
done
