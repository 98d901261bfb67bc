import pg from 'pg';

/**
 * Named prepared statements for the statements the app sends again and again. PostgreSQL parses and
 * analyses a named statement once per connection (and plans it for its values every time, see
 * connectionOptions in postgres.ts); node-pg then sends only Bind and Execute. A text keeps its
 * name for the life of the process, on every connection of the pool.
 *
 * Only statements with parameters are named (and those sent with `PLAN_ONCE`): their text is a
 * shape (a list's filters, a page), not a value. The number of names is bounded, so a text built
 * with a value in it can never fill a connection with statements; past the bound a statement runs
 * unnamed, as before.
 */
export const MAX_NAMED_STATEMENTS = 1000;

const names = new Map<string, string>();

/**
 * The values of a statement whose text is a shape although it has no values: the few numbers in it
 * (a first page's size) come from a small fixed set, never from what a caller typed. Named, it is
 * planned once per connection and its plan kept, which a statement with values never is (it is
 * planned for them each time, see connectionOptions): 0.5 ms of PostgreSQL's time for the course
 * list's first page. One shared empty array, told apart by identity; frozen, so nobody fills it.
 */
export const PLAN_ONCE: unknown[] = Object.freeze([]) as unknown as unknown[];

/** The statement's name: when it may be named (it has values or is a shape, and the bound is not reached). */
function statementName(text: string, values?: unknown[]): string | undefined {
  if (!values || (values.length === 0 && values !== PLAN_ONCE)) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMED_STATEMENTS) return undefined;
    name = `ovd_${names.size.toString(36)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * One statement as node-pg's own Query object, to hand to `client.query`. Given a config object
 * (which a name needs), node-pg copies it property by property through their descriptors on every
 * call: some 13 µs of a list request's CPU. Its Query built from the bare text is not copied.
 */
export function statement(text: string, values: unknown[] | undefined, callback: (error: Error | undefined, result: pg.QueryResult) => void) {
  const query = new pg.Query(text, values, callback);
  const name = statementName(text, values);
  if (name) (query as unknown as { name: string }).name = name;
  return query;
}

/** Sends one statement on `client`. */
export function submit(client: pg.ClientBase, text: string, values?: unknown[]) {
  return new Promise<pg.QueryResult>((resolve, reject) => {
    client.query(statement(text, values, (error, result) => (error ? reject(error) : resolve(result))));
  });
}

/**
 * A prepared statement PostgreSQL no longer accepts as it was prepared: a table it reads changed
 * under it (a migration on another node: "cached plan must not change result type"). Its
 * connection is closed, so the statement goes with it, and the work is tried again on another.
 */
export const isStalePlan = (error: unknown) => (error as { code?: string }).code === '0A000' && /cached plan/.test((error as Error).message);
