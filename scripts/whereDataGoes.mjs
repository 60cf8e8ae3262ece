// Where the API server keeps its data and mail, for `npm start`'s banner (scripts/start.mjs).
import path from 'node:path';

/**
 * Where the API server started with `env` keeps its data and writes its mail, in words: the rule
 * of api/src/config.ts (SQLITE_FILE, MAIL_DIR, else api/var/; a relative path is the API
 * package's, where pnpm runs the server), shown relative to the repository when inside it.
 */
export function whereDataGoes(env, repoRoot) {
  const value = (name) => (env[name] ?? '').trim() || undefined;
  const apiRoot = path.join(repoRoot, 'api');
  const shown = (file) => {
    const relative = path.relative(repoRoot, file);
    return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  };
  const sqlite = value('SQLITE_FILE');
  const data = value('DATABASE_URL')
    ? 'PostgreSQL at DATABASE_URL'
    : sqlite === ':memory:'
      ? 'SQLite in memory (SQLITE_FILE=:memory:), gone when the server stops'
      : `${shown(path.resolve(apiRoot, sqlite ?? 'var/portal.sqlite'))} (SQLite, kept across restarts)`;
  const mail = value('SMTP_URL')
    ? 'sent through SMTP_URL'
    : `written as .eml files to ${shown(path.resolve(apiRoot, value('MAIL_DIR') ?? 'var/mail'))}`;
  return { data, mail };
}
