import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { committedReaderOf } from '../db';

/** A database handle or an open transaction: repositories take either. */
export type Executor = Kysely<Database>;

/**
 * A query of a fixed shape (or of a few: `shape` tells them apart, say the length of an `IN` list), built and compiled
 * once per executor and then run with its values (in the order its SQL names them): for the calls of every signed-in
 * request, where Kysely's building and compiling cost several times what SQLite spends answering.
 */
export function compiledOnce<Row>(
  build: (db: Executor, shape: number) => Compilable<Row>,
): (db: Executor, values: unknown[], shape?: number) => Promise<Row[]> {
  const compiled = new WeakMap<Executor, Map<number, CompiledQuery<Row>>>();
  return async (db, values, shape = 0) => {
    let shapes = compiled.get(db);
    if (!shapes) compiled.set(db, (shapes = new Map()));
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape).compile();
      if (query.parameters.length !== values.length) {
        throw new Error(`compiledOnce: the query takes ${query.parameters.length} values, given ${values.length}`);
      }
      shapes.set(shape, query);
    }
    const read = committedReaderOf(db);
    if (read) return read(query.sql, values) as Row[];
    return (await db.executeQuery<Row>({ ...query, parameters: values })).rows;
  };
}
