import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = '/tmp/webmap/assets/';
const file = process.argv[2] ? readdirSync(dir).find((f) => f.startsWith(process.argv[2]) && f.endsWith('.js')) : readdirSync(dir).find((f) => /^index-.*\.js$/.test(f));
const code = readFileSync(dir + file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(dir + file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const len = m.generatedColumn - prev.generatedColumn;
    const key = (prev.source ?? '?').replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src/');
    sizes.set(key, (sizes.get(key) ?? 0) + len);
  }
  prev = m;
});
const total = code.length;
console.log(file, total);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(8), k);
