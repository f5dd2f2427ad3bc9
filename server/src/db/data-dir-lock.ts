import { accessSync, constants, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';

/**
 * PGlite puts no lock on its files, and two processes writing one data directory corrupt it. The server
 * holds this lock file while it runs and refuses to start on a directory another live process holds.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const lockFile = join(dataDir, 'server.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(
        `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new ConfigError(`DATA_DIR ${dataDir} is in use by another server process (pid ${holder})`);
    }
    // The holder died without cleaning up (a crash or SIGKILL): the lock is stale.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
