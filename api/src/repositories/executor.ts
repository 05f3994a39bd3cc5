import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A database handle or an open transaction: repositories take either. */
export type Executor = Kysely<Database>;

/**
 * A query of one fixed shape, built and compiled once per executor and then run with its values (in the order its SQL
 * names them): for the calls of every signed-in request, where Kysely's building and compiling cost several times
 * what SQLite spends answering.
 */
export function compiledOnce<Row>(build: (db: Executor) => Compilable<Row>): (db: Executor, values: unknown[]) => Promise<Row[]> {
  const compiled = new WeakMap<Executor, CompiledQuery<Row>>();
  return async (db, values) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      if (query.parameters.length !== values.length) {
        throw new Error(`compiledOnce: the query takes ${query.parameters.length} values, given ${values.length}`);
      }
      compiled.set(db, query);
    }
    return (await db.executeQuery<Row>({ ...query, parameters: values })).rows;
  };
}
