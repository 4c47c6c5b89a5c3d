// The entry of the built service (copied to dist/service/main.js): runs the bundle with V8's code
// cache. Node 20 compiles a module's code anew at every start (its compile cache needs Node 22),
// and parsing then compiling the 1.7 MB bundle was a fifth of the start's CPU. The first start
// after a build writes the cache beside the bundle; V8 checks it against the source and its own
// version and flags, and a rejected or missing cache only means compiling as before.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const dir = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.join(dir, 'bundle.cjs');
// V8 checks a cache against its source's length only: the name carries the bundle's hash (set by
// the build), so a cache can never be taken for another build's code.
const buildId = 'BUNDLE_HASH';
const cacheFile = `${bundle}.${buildId}.cache`;

let cachedData;
try {
  cachedData = fs.readFileSync(cacheFile);
} catch {
  // No cache yet: this start writes it.
}
// The wrapper Node gives every CommonJS module.
const source = `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(bundle, 'utf8')}\n})`;
const script = new vm.Script(source, { filename: bundle, cachedData });
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dir);

// Written once the bundle's top level has run: the cache then holds the functions the start
// compiled, not only the outer ones. Through a temporary file, as two starts may race.
if (!cachedData || script.cachedDataRejected) {
  try {
    const temporary = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(temporary, script.createCachedData());
    fs.renameSync(temporary, cacheFile);
  } catch {
    // A read-only install starts without the cache.
  }
}
