// Validates belote-spec exports against a JSON Schema with ajv, as a JavaScript app would.
//
//   node validate.mjs SCHEMA DATA [--ref OTHER_SCHEMA]...
//
// SCHEMA: the schema to validate against (resolved.schema.json); DATA: one exported document,
// or a JSON array of them; --ref: a schema SCHEMA refers to by its $id (variant.schema.json).
// Prints "ok: N documents valid against <$id>" and exits 0 only when every document was
// checked and is valid; prints each error and exits 1 otherwise; 2 on bad usage.
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";

function usage(message) {
  console.error(`validate.mjs: ${message}`);
  console.error("usage: node validate.mjs SCHEMA DATA [--ref OTHER_SCHEMA]...");
  process.exit(2);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf-8"));
  } catch (err) {
    console.error(`validate.mjs: ${path}: ${err.message}`);
    process.exit(1);
  }
}

// The keywords a schema adds for its own tools (x-leaf, x-null): annotations ajv must accept
// in strict mode, found rather than listed so that a new one does not break this check.
function extensionKeywords(node, found) {
  if (Array.isArray(node)) {
    for (const item of node) extensionKeywords(item, found);
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("x-")) found.add(key);
      extensionKeywords(value, found);
    }
  }
  return found;
}

const args = process.argv.slice(2);
const positional = [];
const refs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--ref") {
    if (i + 1 >= args.length) usage("--ref needs a schema file");
    refs.push(args[++i]);
  } else {
    positional.push(args[i]);
  }
}
if (positional.length !== 2) usage("expected SCHEMA and DATA");
const [schemaPath, dataPath] = positional;

const schema = readJson(schemaPath);
const others = refs.map(readJson);
const ajv = new Ajv2020({ strict: true, allErrors: true });
const keywords = new Set();
for (const s of [schema, ...others]) extensionKeywords(s, keywords);
for (const keyword of keywords) ajv.addKeyword(keyword);
for (const other of others) ajv.addSchema(other);

let validate;
try {
  validate = ajv.compile(schema);
} catch (err) {
  console.error(`validate.mjs: ${schemaPath}: ${err.message}`);
  process.exit(1);
}

const data = readJson(dataPath);
const documents = Array.isArray(data) ? data : [data];
if (documents.length === 0) {
  console.error(`validate.mjs: ${dataPath}: no document to validate`);
  process.exit(1);
}
let checked = 0;
let invalid = 0;
for (const [index, doc] of documents.entries()) {
  const name = doc?.variant?.id ?? `#${index}`;
  if (!validate(doc)) {
    invalid += 1;
    for (const error of validate.errors) {
      console.error(`${name}: ${error.instancePath || "/"}: ${error.message}`);
    }
  }
  checked += 1;
}
if (invalid > 0 || checked !== documents.length) {
  console.error(`${invalid} of ${documents.length} documents invalid against ${schema.$id}`);
  process.exit(1);
}
console.log(`ok: ${checked} documents valid against ${schema.$id}`);
