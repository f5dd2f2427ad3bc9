// Fails when the server's modules (server/src/modules/<name>/) depend on each other in a circle. dpdm's
// check (npm run lint:cycles) finds cycles between files; this one finds them between modules, where two
// files may each import the other module without forming a file cycle. Type imports count: a module that
// needs another's shape takes it through a port declared on its own side (see topups/card-cancel-port.ts).
import { parseDependencyTree } from 'dpdm';
import path from 'node:path';

/**
 * Dependencies known to close a cycle, each with why it is still there. The check fails when one of them is
 * gone, so that the list stays true.
 */
const KNOWN = new Map([
  [
    'customers -> sessions',
    'registration (customers/routes.ts) signs the new customer in; it moves when the routes are registered from the endpoint contracts',
  ],
]);

const root = process.cwd();
const modulesDir = path.join('server', 'src', 'modules') + path.sep;

/** The module a file belongs to, or null for a file outside the modules. */
function moduleOf(file) {
  const relative = path.relative(root, path.resolve(root, file));
  if (!relative.startsWith(modulesDir)) return null;
  return relative.slice(modulesDir.length).split(path.sep)[0];
}

const tree = await parseDependencyTree(['server/src/**/*.ts'], { transform: false, context: root });
const edges = new Map();
const present = new Set();
for (const [file, dependencies] of Object.entries(tree)) {
  const from = moduleOf(file);
  if (from === null || dependencies === null) continue;
  for (const dependency of dependencies) {
    const to = dependency.id === null ? null : moduleOf(dependency.id);
    if (to === null || to === from || KNOWN.has(`${from} -> ${to}`)) {
      if (to !== null && to !== from) present.add(`${from} -> ${to}`);
      continue;
    }
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${file} -> ${dependency.id}`);
  }
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0;
const indexOf = new Map();
const lowOf = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function visit(node) {
  indexOf.set(node, index);
  lowOf.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!indexOf.has(next)) {
      visit(next);
      lowOf.set(node, Math.min(lowOf.get(node), lowOf.get(next)));
    } else if (onStack.has(next)) {
      lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(next)));
    }
  }
  if (lowOf.get(node) === indexOf.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  }
}
for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);

const gone = [...KNOWN.keys()].filter((edge) => !present.has(edge));
for (const edge of gone)
  console.error(`${edge} is listed as known in scripts/module-cycles.mjs but is gone: remove it`);
if (components.length === 0 && gone.length === 0) {
  console.log('No cycles between server modules.');
} else {
  for (const component of components) {
    console.error(`Server modules that depend on each other: ${component.sort().join(', ')}`);
    for (const from of component) {
      for (const [to, example] of edges.get(from) ?? []) {
        if (component.includes(to)) console.error(`  ${from} -> ${to} (e.g. ${example})`);
      }
    }
  }
  process.exit(1);
}
