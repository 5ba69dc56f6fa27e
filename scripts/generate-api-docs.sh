#!/usr/bin/env bash
# Generates the API reference pages in api/ from the OpenAPI document. Run by `npm run build` and `npm start`.
#
# The pages are regenerated, from scratch, only when something they are made from has changed: the key is a hash of
# every input file (the document, the front page's generator and files, the product data, the site config with the
# generator's options, the installed generator and the lockfile, this script). api/ holds the key of the inputs it was
# generated from, written once generation has finished, so pages from other inputs, or from a generation that did not
# finish, are never kept.
set -euo pipefail
cd "$(dirname "$0")/.."
inputs=(
  openapi src/plugins/api-front-page src/data docusaurus.config.ts scripts/generate-api-docs.sh
  package-lock.json node_modules/docusaurus-plugin-openapi-docs/package.json
)
key=$(find "${inputs[@]}" -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
key_file=api/.inputs.sha256
if [[ -f $key_file && $(<"$key_file") == "$key" ]]; then
  echo "API reference: api/ is up to date with the OpenAPI document and its generator."
  exit 0
fi
rm -rf api
mkdir -p api
node_modules/.bin/docusaurus gen-api-docs all > /dev/null
echo "$key" > "$key_file"
echo "API reference: $(ls api/schemas/*.schema.mdx | wc -l) schema pages generated in api/."
