// Where a server's CPU time went: reads a V8 CPU profile (`bench/run.ts --cpu-prof <dir>` writes one when
// the server stops) and prints the self time by owner (our code, each npm package, Node's internals, the
// garbage collector, idle) and the busiest functions. Usage: node bench/cpu-profile.mjs <file or folder>.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('Usage: node bench/cpu-profile.mjs <file.cpuprofile | folder holding them>');
  process.exit(2);
}
/** The newest profile when given a folder. */
function profileFile(path) {
  if (!statSync(path).isDirectory()) return path;
  const newest = readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`No .cpuprofile in ${path}`);
  return newest;
}

function ownerOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const nodeModules = url.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = url.slice(nodeModules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  const ours = /\/(server|core)\/src\/|\/core\//.exec(url);
  return ours ? 'our code' : url;
}

const file = profileFile(target);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
profile.samples.forEach((id, index) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0);

const byOwner = new Map();
const byFunction = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = nodes.get(id);
  const owner = ownerOf(callFrame);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
  const where = callFrame.url
    ? `${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`
    : '';
  const name = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
  const key = `${owner}\t${name}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}

const percent = (micros) => `${((100 * micros) / total).toFixed(1)}%`.padStart(6);
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled\n`);
console.log('Self time by owner');
for (const [owner, micros] of [...byOwner].sort((a, b) => b[1] - a[1])) {
  console.log(`${percent(micros)}  ${owner}`);
}
console.log('\nBusiest functions (self time)');
for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  const [owner, name] = key.split('\t');
  console.log(`${percent(micros)}  ${name}  [${owner}]`);
}
