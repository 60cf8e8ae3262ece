import fs from 'node:fs';

/** Removes the run folder (databases, mail, remotes.json) unless E2E_KEEP_RUN_DIR=1. */
export default function globalTeardown() {
  const dir = process.env.VILLA_E2E_RUN_DIR;
  if (!dir || process.env.E2E_KEEP_RUN_DIR === '1') return;
  fs.rmSync(dir, { recursive: true, force: true });
}
