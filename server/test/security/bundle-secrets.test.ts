import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The browser bundle is public: build it with canary secrets in the environment and look for them. */
describe('the web bundle', () => {
  it('holds none of the configured secrets, and no inline script', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'bundle-scan-'));
    const canaries = {
      MAYA_SECRET_KEY: 'sk-canary-5f1d2e9a',
      MAYA_PUBLIC_KEY: 'pk-canary-8c3b7a41',
      DATABASE_URL: 'postgres://app:pw-canary-77e0@db.invalid/app',
    };
    execFileSync(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        outDir,
        '--logLevel',
        'error',
      ],
      {
        env: { ...process.env, ...canaries },
        stdio: 'pipe',
      },
    );
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const secret of ['sk-canary-5f1d2e9a', 'pk-canary-8c3b7a41', 'pw-canary-77e0']) {
        expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
      }
    }
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
  }, 120_000);
});
