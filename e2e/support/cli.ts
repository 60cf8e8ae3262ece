import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot, serverEnv } from './env';

const run = promisify(execFile);

/**
 * Runs the admin CLI as an operator would (`pnpm --filter @villa/api cli impersonate <email>`)
 * against the database of the server under test, and returns the URL it prints.
 */
export async function impersonationUrl(email: string): Promise<string> {
  const { stdout } = await run('pnpm', ['--filter', '@villa/api', 'cli', 'impersonate', email], {
    cwd: repoRoot,
    env: { ...process.env, ...serverEnv() },
  });
  const url = stdout.match(/https?:\/\/\S+\/admin\/impersonate\?data=\S+/)?.[0];
  if (!url) throw new Error(`the CLI printed no impersonation URL:\n${stdout}`);
  return url;
}
