// docs/screenshots holds the pictures the docs show, and nothing else: every file there is referenced from
// README.md or a Markdown file under docs/, and every picture they reference exists. A test run never
// writes here (e2e pictures go to .tmp/screenshots with SCREENSHOTS=1; copy the ones a doc shows).
// Usage: node scripts/check-doc-pictures.mjs   (npm run lint runs it)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folder = 'docs/screenshots';

function markdownFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const problems = [];
const referenced = new Set();
// Markdown links and images, and HTML src/href: the target up to a space, a quote or a closing parenthesis.
const TARGET = /(?:\]\(|src=["']|href=["'])([^)"'\s#?]+)/g;
for (const doc of ['README.md', ...markdownFiles('docs')]) {
  const text = readFileSync(join(root, doc), 'utf8');
  for (const [, target] of text.matchAll(TARGET)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const path = normalize(relative(root, resolve(root, dirname(doc), decodeURI(target))));
    if (!path.startsWith(`${folder}/`)) continue;
    referenced.add(path);
    if (!existsSync(join(root, path))) problems.push(`${doc} shows ${path}, which does not exist`);
  }
}
const present = existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : [];
for (const name of present) {
  const path = `${folder}/${name}`;
  if (!referenced.has(path)) problems.push(`${path} is shown by no doc: delete it (git rm) or show it`);
}
if (problems.length > 0) {
  console.error(`docs/screenshots and the docs disagree:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`doc pictures: ${referenced.size} shown, ${present.length} in ${folder}, all in agreement`);
