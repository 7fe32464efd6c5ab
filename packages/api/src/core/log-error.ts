/**
 * One line about an unexpected error that carries no request data. A database driver's error
 * holds the failed SQL with its parameters (the reader's comment, name or search) and often a
 * message that quotes a value ("invalid input syntax for type integer: \"…\""), so only its
 * kind, its SQLSTATE code, the constraint or table it names, and where our code was, are kept.
 */
export function describeForLog(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const database = databaseErrorOf(error);
  const where = ourFrames(error);
  if (database) {
    const about = [database.table && `table ${database.table}`, database.constraint && `constraint ${database.constraint}`].filter(Boolean).join(', ');
    return `database error SQLSTATE ${database.code ?? 'unknown'}${about ? ` (${about})` : ''}${where}`;
  }
  // Errors of our own code say what went wrong in words we wrote; cut, in case one quotes input.
  return `${error.name}: ${error.message.slice(0, 200).replace(/\s+/g, ' ')}${where}`;
}

interface DatabaseErrorFields {
  code?: string;
  table?: string;
  constraint?: string;
}

/** The driver's error (node-postgres and PGlite both set a five-character SQLSTATE `code`), if this is one or wraps one. */
function databaseErrorOf(error: Error): DatabaseErrorFields | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const fields = current as Error & DatabaseErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
  }
  // Drizzle wraps a failed query in DrizzleQueryError ("Failed query: … params: …").
  return error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query') ? {} : null;
}

/** The first frames of the stack inside the project (not node_modules), for finding the fault. */
function ourFrames(error: Error): string {
  const frames = (error.stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at ') && !line.includes('node_modules') && !line.includes('node:'))
    .slice(0, 3);
  return frames.length > 0 ? ` ${frames.join(' ')}` : '';
}
