import { SpanKind, SpanStatusCode, context, trace, type Tracer } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import type { Engine } from '../db/engine';

/*
 * A span per SQL statement, on both engines, in one place: Kysely has no official
 * instrumentation, so the dialect's connections are wrapped where they are handed out (every
 * query, transaction statement included, goes through one executeQuery). A statement outside
 * any trace (the outbox's polling, the deadline job's rounds) makes no span of its own.
 * The text is the statement with its placeholders; the values are never recorded.
 */

const WRAPPED = Symbol('traced connection');

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  MergeQueryNode: 'MERGE',
};

function operationOf(query: CompiledQuery): string {
  const known = OPERATIONS[query.query.kind];
  if (known) return known;
  const first = /^\s*(\w+)/.exec(query.sql)?.[1];
  return first ? first.toUpperCase() : 'SQL';
}

function wrapConnection(
  connection: DatabaseConnection,
  tracer: Tracer,
  system: string,
): DatabaseConnection {
  const marked = connection as DatabaseConnection & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return connection;
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
    if (!trace.getSpan(context.active())) return execute<R>(query);
    const operation = operationOf(query);
    return tracer.startActiveSpan(
      `${system} ${operation}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': system,
          'db.operation.name': operation,
          'db.query.text': query.sql,
        },
      },
      async (span) => {
        try {
          const result = await execute<R>(query);
          if (result.numAffectedRows !== undefined) {
            span.setAttribute('db.response.affected_rows', Number(result.numAffectedRows));
          }
          span.setAttribute('db.response.returned_rows', result.rows.length);
          return result;
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
  marked[WRAPPED] = true;
  return connection;
}

/** The dialect with every connection's statements traced. */
export function tracedDialect(dialect: Dialect, engine: Engine, tracer: Tracer): Dialect {
  const system = engine === 'postgres' ? 'postgresql' : 'sqlite';
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => wrapConnection(await acquire(), tracer, system);
      return driver;
    },
  };
}
