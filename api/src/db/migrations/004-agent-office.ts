import type { Kysely } from 'kysely';
import { engineOf, withId } from '../engine';

/* The agent's office: signup invitations, guides (PDFs stored in the database) and sent quotes. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = engineOf(db) === 'postgres' ? 'bytea' : 'blob';

  await withId(db, db.schema.createTable('agent_invites'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agent_invites_email').on('agent_invites').column('email').execute();

  await withId(db, db.schema.createTable('guides'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_extra', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('send_to_customer', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('application/pdf'))
    .addColumn('content', bytes, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('guides_updated_filename', ['updated', 'filename'])
    .execute();

  await withId(db, db.schema.createTable('sent_quotes'))
    .addColumn('book_ref', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('recipient_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outbox_id', 'integer', (c) => c.references('outbox.id').onDelete('set null'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sent_quotes_user_ref')
    .on('sent_quotes')
    .columns(['user_id', 'book_ref'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sent_quotes', 'guides', 'agent_invites']) {
    await db.schema.dropTable(table).execute();
  }
}
