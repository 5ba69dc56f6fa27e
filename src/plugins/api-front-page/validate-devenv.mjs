// Checks a devenv.yaml against its schema: the `Config` schema of the OpenAPI
// document the reference is generated from.
// Usage: node validate-devenv.mjs <devenv.yaml> <schema file or URL>
import {readFile} from 'node:fs/promises';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {parse} from 'yaml';

const [file, schemaLocation] = process.argv.slice(2);
if (!file || !schemaLocation) {
  console.error('Usage: node validate-devenv.mjs <devenv.yaml> <schema>');
  process.exit(2);
}

async function read(location) {
  if (!/^https?:\/\//.test(location)) return readFile(location, 'utf8');
  const response = await fetch(location);
  if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
  return response.text();
}

// Not strict: an OpenAPI document holds keywords that JSON Schema does not
// define (`openapi`, `paths`, `example`, …).
const ajv = new Ajv({allErrors: true, strict: false});
addFormats(ajv);
ajv.addSchema(parse(await read(schemaLocation)), 'devenv');
const validate = ajv.getSchema('devenv#/components/schemas/Config');

if (validate(parse(await read(file)))) {
  console.log(`${file} is valid.`);
} else {
  for (const {instancePath, message, params} of validate.errors) {
    const where = instancePath || '/';
    const extra = params.additionalProperty;
    const what = extra ? `${message}: ${extra}` : message;
    console.error(`${file}: ${where} ${what}`);
  }
  process.exitCode = 1;
}
