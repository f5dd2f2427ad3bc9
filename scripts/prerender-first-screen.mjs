// Builds the portal's Home into the HTML the server answers for `/` (dist/web/home.html): the page as
// index.html, with Home's markup after #root (web/src/prerender/render-first-screen.tsx). A phone paints it
// with the first screen's CSS, before the JavaScript has arrived (docs/PERFORMANCE.md). Run after the web
// build, before the files are compressed. Usage: node scripts/prerender-first-screen.mjs [--dir dist/web]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist/web' } } });
const webDir = resolve(values.dir);
const ROOT_ELEMENT = '<div id="root"></div>';
const SCREEN_ID = 'first-screen'; // web/src/ui/prerendered-screen.ts

/** The CSS files of the portal's chunk and of the chunks it imports statically (Vite's manifest). */
function portalStylesheets() {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
  const portalKey = Object.keys(manifest).find((key) => key.endsWith('src/portal/portal-app.tsx'));
  if (!portalKey) throw new Error("the portal's chunk is not in the manifest");
  const css = new Set();
  const seen = new Set();
  const add = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(`/${file}`);
    for (const imported of manifest[key].imports ?? []) add(imported);
  };
  add(portalKey);
  return [...css];
}

// The same configuration as the browser's build, so that CSS-module class names come out the same. The
// server-side bundle imports React and Mantine from node_modules: it is written inside the repository.
mkdirSync('.tmp', { recursive: true });
const outDir = resolve(mkdtempSync(join('.tmp', 'prerender-')));
try {
  await build({
    configFile: resolve('web/vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: resolve('web/src/prerender/render-first-screen.tsx'),
      outDir,
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const { renderFirstScreen } = await import(pathToFileURL(join(outDir, 'render-first-screen.js')).href);
  const markup = renderFirstScreen();

  const page = readFileSync(join(webDir, 'index.html'), 'utf8');
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  // Home's own CSS (its layout's and its cards' modules) comes with the portal's chunk; here it must be there
  // at the first paint, or the page would change its looks (and shift) when the chunk arrives. The chunk
  // does not load a stylesheet twice.
  const stylesheets = portalStylesheets()
    .filter((href) => !page.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  writeFileSync(
    join(webDir, 'home.html'),
    page
      .replace('</head>', `${stylesheets}</head>`)
      .replace(ROOT_ELEMENT, `${ROOT_ELEMENT}<div id="${SCREEN_ID}">${markup}</div>`),
  );
  console.log(`prerendered Home: ${join(values.dir, 'home.html')} (${markup.length} characters of markup)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
