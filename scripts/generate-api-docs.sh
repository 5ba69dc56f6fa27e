#!/usr/bin/env bash
# Regenerates the API reference pages in api/ from the OpenAPI document, from scratch, so a stale page can never
# reach a build. Run by `npm run build` and `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf api
mkdir -p api
npx docusaurus gen-api-docs all > /dev/null
echo "API reference: $(ls api/schemas/*.schema.mdx | wc -l) schema pages generated in api/."
