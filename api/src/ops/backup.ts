import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import type { Config } from '../config';

const run = promisify(execFile);

/*
 * `cli backup <file>` and `cli restore <file>` (docs/deploy.md "Backups"). A backup is three
 * things side by side:
 *   <file>            the database: SQLite's online backup (better-sqlite3's backup API, safe
 *                     while the server writes) or PostgreSQL's pg_dump in its custom format
 *                     (one snapshot: every table as of the same moment);
 *   <file>.files/     the folders of files the portal keeps on disk: the document and photo
 *                     store (STORAGE_DIR, when it exists) and the mail folder (MAIL_DIR: the
 *                     delivered mail when no SMTP server is set);
 *   <file>.json       what it is: the engine, when, and which folders.
 * A restore goes only into an empty database (no table at all) and empty folders, so it can
 * never mix two portals' data or overwrite the live one by a slip of the variable.
 */

export const BACKUP_USAGE = `  pnpm --filter @villa/api cli backup <file>
  pnpm --filter @villa/api cli restore <file>

backup writes the server's database (DATABASE_URL, else SQLITE_FILE) to <file> while the
server runs (SQLite's online backup; PostgreSQL through pg_dump), the file store (STORAGE_DIR,
when it exists) and the mail folder (MAIL_DIR) to <file>.files/, and a description to
<file>.json. restore puts them back into an empty database and empty folders, and refuses
anything else; start the server (or cli migrate) afterwards as usual.`;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

interface Manifest {
  format: 'villa-portal-backup/1';
  engine: 'sqlite' | 'postgres';
  createdAt: string;
  /** Each folder kept under <file>.files/<name>. */
  folders: string[];
}

/** The folders of files to keep with the database, by name, where they are on this machine. */
export function fileFolders(config: Config) {
  return { storage: config.storageDir, mail: config.mailDir };
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** Copies SQLite's file with its online backup API: a consistent copy while others write. */
async function backupSqlite(file: string, target: string) {
  if (!existsSync(file)) throw new BackupError(`There is no SQLite database at ${file}.`);
  const source = new BetterSqlite3(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Every page in one step: a write by the server between two steps would restart the copy,
    // and under a steady load it would never finish. One step reads one snapshot (WAL).
    await source.backup(target, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
}

/** pg_dump's arguments for a URL: the password goes in the environment, not on the command line. */
function pgTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

function sqliteTables(file: string): number {
  if (!existsSync(file) || statSync(file).size === 0) return 0;
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const row = db
      .prepare("select count(*) as n from sqlite_master where type = 'table'")
      .get() as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

export async function backup(
  config: Config,
  env: Record<string, string | undefined>,
  file: string,
  out: (line: string) => void,
) {
  const target = path.resolve(file);
  for (const taken of [target, `${target}.files`, `${target}.json`]) {
    if (existsSync(taken)) throw new BackupError(`${taken} exists already: name a new backup.`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  const createdAt = new Date().toISOString();
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  if (config.databaseUrl) {
    const pg = pgTarget(config.databaseUrl);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', '--file', partial, pg.url], {
      env: pg.env,
    }).catch((err: { stderr?: string; code?: string }) => {
      rmSync(partial, { force: true });
      throw new BackupError(
        err.code === 'ENOENT'
          ? 'pg_dump is not installed (Debian: apt-get install postgresql-client).'
          : `pg_dump failed: ${err.stderr?.trim() ?? String(err)}`,
      );
    });
  } else {
    await backupSqlite(config.sqliteFile, partial);
  }
  renameSync(partial, target);

  const folders: string[] = [];
  for (const [name, folder] of Object.entries(fileFolders(config))) {
    if (isEmptyFolder(folder)) continue;
    cpSync(folder, path.join(`${target}.files`, name), { recursive: true });
    folders.push(name);
  }
  const manifest: Manifest = {
    format: 'villa-portal-backup/1',
    engine: config.databaseUrl ? 'postgres' : 'sqlite',
    createdAt,
    folders,
  };
  writeFileSync(`${target}.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  out(
    `Backed up ${manifest.engine} to ${target} (${statSync(target).size} bytes)` +
      `${folders.length ? `, and ${folders.join(', ')} to ${target}.files` : ''}.`,
  );
}

export async function restore(
  config: Config,
  env: Record<string, string | undefined>,
  file: string,
  out: (line: string) => void,
) {
  const source = path.resolve(file);
  if (!existsSync(source) || !existsSync(`${source}.json`)) {
    throw new BackupError(`${source} and ${source}.json are not both there: no backup to restore.`);
  }
  const manifest = JSON.parse(readFileSync(`${source}.json`, 'utf8')) as Manifest;
  if (manifest.format !== 'villa-portal-backup/1') {
    throw new BackupError(`${source}.json is not a backup this version knows.`);
  }
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `The backup is of ${manifest.engine}; the configured database is ${engine}.`,
    );
  }
  const folders = fileFolders(config);
  for (const name of manifest.folders) {
    const folder = folders[name as keyof typeof folders];
    if (!folder)
      throw new BackupError(`The backup holds a folder this version does not know: ${name}.`);
    if (!isEmptyFolder(folder))
      throw new BackupError(`${folder} is not empty: restore into empty folders only.`);
  }

  if (config.databaseUrl) {
    const tables = await tablesIn(config.databaseUrl);
    if (tables > 0) {
      throw new BackupError(
        `The database has ${tables} table(s): restore into an empty database only.`,
      );
    }
    const pg = pgTarget(config.databaseUrl);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        pg.url,
        source,
      ],
      { env: pg.env },
    ).catch((err: { stderr?: string }) => {
      throw new BackupError(`pg_restore failed: ${err.stderr?.trim() ?? String(err)}`);
    });
  } else {
    const file = config.sqliteFile;
    const tables = sqliteTables(file);
    if (tables > 0) {
      throw new BackupError(`${file} has ${tables} table(s): restore into an empty database only.`);
    }
    mkdirSync(path.dirname(file), { recursive: true });
    for (const leftover of [file, `${file}-wal`, `${file}-shm`]) rmSync(leftover, { force: true });
    const backupFile = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
    try {
      await backupFile.backup(file);
    } finally {
      backupFile.close();
    }
  }
  for (const name of manifest.folders) {
    cpSync(path.join(`${source}.files`, name), folders[name as keyof typeof folders], {
      recursive: true,
    });
  }
  out(
    `Restored the ${manifest.engine} backup of ${manifest.createdAt} from ${source}` +
      `${manifest.folders.length ? `, with ${manifest.folders.join(', ')}` : ''}.`,
  );
}

/** `cli backup <file>` / `cli restore <file>`. */
export async function runBackupCommand(
  argv: string[],
  out: (line: string) => void,
  config: Config,
  env: Record<string, string | undefined>,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv.slice(1),
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    out(`Usage:\n${BACKUP_USAGE}`);
    return values.help ? 0 : 64;
  }
  if (argv[0] === 'backup') await backup(config, env, file, out);
  else await restore(config, env, file, out);
  return 0;
}
