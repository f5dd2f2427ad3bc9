// The compiled server reads its SQL migrations next to its own code, as the sources do.
import { cpSync } from 'node:fs';
cpSync('server/src/db/migrations', 'dist/server/src/db/migrations', { recursive: true });
