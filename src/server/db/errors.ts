/**
 * Database errors as the operator should see them: the operation and the error code, never the
 * query's parameters (which hold visitors' names, addresses and messages).
 */

/** A failure the operator can act on; its message is one sentence saying what is wrong and what to do. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/**
 * The PostgreSQL SQLSTATE (`23505`) or system error code (`ECONNREFUSED`) of an error, looking
 * through the wrappers (Drizzle wraps the driver's error, whose message lists the parameters).
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code) return code;
    current = cause;
  }
  return undefined;
}

/** PostgreSQL's code for a table that does not exist (the engine's, before it has migrated). */
export const UNDEFINED_TABLE = '42P01';

/** What a failed start or command prints: the sentence of a `StartupError`, else the bare message (no stack). */
export function startupFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export function logDatabaseError(operation: string, error: unknown): void {
  console.error(
    `${operation} failed: database error ${databaseErrorCode(error) ?? 'without code'}`,
  );
}

/** Why a connection to `DATABASE_URL` failed, in one sentence with what to check. */
export function connectionFailure(error: unknown, url: string): StartupError {
  let where = 'the server in DATABASE_URL';
  try {
    const parsed = new URL(url);
    where = `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'} (DATABASE_URL)`;
  } catch {
    return new StartupError('DATABASE_URL is not a valid PostgreSQL connection URL.');
  }
  const code = databaseErrorCode(error);
  const reason =
    code === 'ECONNREFUSED'
      ? 'refused the connection'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'has a host name that does not resolve'
        : code === 'ETIMEDOUT' || code === 'ECONNRESET'
          ? 'did not answer'
          : code === '28P01' || code === '28000'
            ? 'refused the user name or password'
            : code === '3D000'
              ? 'has no database of that name'
              : `failed (${code ?? 'no error code'})`;
  return new StartupError(
    `Cannot use the database: ${where} ${reason}. Check DATABASE_URL and that the server is running.`,
  );
}
