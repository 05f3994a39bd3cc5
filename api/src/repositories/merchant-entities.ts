// The four small entities' tables (category, tag, banner, hot_search), read and written by the field names the staff
// API gives them (schemas/merchant.ts, MERCHANT_ENTITIES).
import type { Static } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Executor } from './executor';
import { MERCHANT_ENTITIES, type EntityKindName, type EntityRecord, type EntitySaveBody } from '../schemas/merchant';

export type EntityOf<K extends EntityKindName> = Static<ReturnType<typeof EntityRecord<K>>>;
export type EntityInput<K extends EntityKindName> = Static<ReturnType<typeof EntitySaveBody<K>>>;

const TABLE = { category: 'category', tag: 'tag', banner: 'banner', hotSearch: 'hot_search' } as const;
type Table = (typeof TABLE)[EntityKindName];
type Row = Record<string, unknown> & { id: number; version: number };
/** An entity's fields by their names in the API. */
type Fields = Record<string, unknown>;

// The tables differ in columns; this module reads and writes them by the fields' names.
const loose = (db: Executor) => db as unknown as Kysely<Record<Table, Row>>;
const tableOf = (kind: EntityKindName): Table => TABLE[kind];

/** A field's column: its name in snake case; the banner's English picture keeps the column it had alone at first. */
const columnOf = (field: string) =>
  field === 'imgUrlEn' ? 'img_url' : field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const fieldsOf = (kind: EntityKindName) => Object.keys(MERCHANT_ENTITIES[kind].fields.properties);

function viewOf<K extends EntityKindName>(kind: K, row: Row): EntityOf<K> {
  const fields = fieldsOf(kind).map((field) => [field, row[columnOf(field)]]);
  return {
    [MERCHANT_ENTITIES[kind].idKey]: row.id,
    ...Object.fromEntries(fields),
    version: row.version,
  } as EntityOf<K>;
}

function columnsOf(kind: EntityKindName, input: Fields): Row {
  return Object.fromEntries(fieldsOf(kind).map((field) => [columnOf(field), input[field]])) as Row;
}

export async function listEntityRecords<K extends EntityKindName>(db: Executor, kind: K): Promise<EntityOf<K>[]> {
  const rows = await loose(db).selectFrom(tableOf(kind)).selectAll().orderBy('seq').orderBy('id').execute();
  return rows.map((row) => viewOf(kind, row as Row));
}

export async function findEntity<K extends EntityKindName>(
  db: Executor,
  kind: K,
  id: number,
): Promise<EntityOf<K> | undefined> {
  const row = await loose(db).selectFrom(tableOf(kind)).selectAll().where('id', '=', id).executeTakeFirst();
  return row && viewOf(kind, row as Row);
}

export async function insertEntity<K extends EntityKindName>(
  db: Executor,
  kind: K,
  input: Fields,
): Promise<EntityOf<K>> {
  const row = await loose(db)
    .insertInto(tableOf(kind))
    .values(columnsOf(kind, input))
    .returningAll()
    .executeTakeFirstOrThrow();
  return viewOf(kind, row as Row);
}

/** Writes the entity's fields if it is still at `version` (and moves it on); undefined when it is not. */
export async function updateEntityAt<K extends EntityKindName>(
  db: Executor,
  kind: K,
  id: number,
  input: Fields,
  version: number,
): Promise<EntityOf<K> | undefined> {
  const row = await loose(db)
    .updateTable(tableOf(kind))
    .set((eb) => ({ ...columnsOf(kind, input), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row && viewOf(kind, row as Row);
}

/** Deletes the entity if it is still at `version`; false when it is not. */
export async function deleteEntityAt(db: Executor, kind: EntityKindName, id: number, version: number) {
  const deleted = await loose(db)
    .deleteFrom(tableOf(kind))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Whether a category still holds products or sub-categories. */
export async function categoryInUse(db: Executor, categoryId: number): Promise<boolean> {
  const used =
    (await db
      .selectFrom('product_category')
      .select('prod_id')
      .where('category_id', '=', categoryId)
      .executeTakeFirst()) ??
    (await db.selectFrom('category').select('id').where('parent_id', '=', categoryId).executeTakeFirst());
  return used !== undefined;
}

/** The category and its ancestors, from it up to the top (stops at a loop, should one exist). */
export async function categoryAncestry(db: Executor, categoryId: number): Promise<number[]> {
  const chain: number[] = [];
  for (let id = categoryId; id !== 0 && !chain.includes(id);) {
    chain.push(id);
    const row = await db.selectFrom('category').select('parent_id').where('id', '=', id).executeTakeFirst();
    if (!row) break;
    id = row.parent_id;
  }
  return chain;
}
