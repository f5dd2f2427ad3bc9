import { config } from 'zod/v4/core';

// Zod compiles a fast object parser with `new Function` after probing whether eval is allowed; under our
// Content-Security-Policy (script-src 'self') the probe is refused and the browser reports a violation on
// every page that builds a schema. Jitless skips the probe and the compiled path (parsing is the same). It
// runs before any schema is built: main.tsx imports this module first, and every schema lives in a chunk
// that loads after it. `zod/v4/core` owns the setting and keeps the entry chunk small.
config({ jitless: true });
