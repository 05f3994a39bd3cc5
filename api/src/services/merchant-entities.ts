// The console's small catalogue entities (categories, home shelves, banners, hot-search words): one list, save and
// delete each, described by a table of kinds. Saves carry `version` (132 when stale); each write is audited.
import type { Kysely } from 'kysely';
import type { Db } from '../db';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { writeAudit } from '../repositories/audit';
import { invalidateStock } from './catalog-cache';

type Row = Record<string, unknown> & { id: number; version: number };
type Input = Record<string, unknown>;

interface Kind {
  table: 'category' | 'tag' | 'banner' | 'hot_search';
  /** The id's name in requests and answers. */
  idKey: string;
  view(row: Row): Record<string, unknown>;
  columns(input: Input): Record<string, unknown>;
}

const three = (key: string, column: string) => ({
  view: (row: Row) => ({
    [`${key}Kh`]: row[`${column}_kh`],
    [`${key}En`]: row[`${column}_en`],
    [`${key}Cn`]: row[`${column}_cn`],
  }),
  columns: (input: Input) => ({
    [`${column}_kh`]: input[`${key}Kh`],
    [`${column}_en`]: input[`${key}En`],
    [`${column}_cn`]: input[`${key}Cn`],
  }),
});
const names = three('name', 'name');
const titles = three('title', 'title');

export const ENTITY_KINDS = {
  category: {
    table: 'category',
    idKey: 'categoryId',
    view: (r) => ({
      categoryId: r.id,
      parentId: r.parent_id,
      ...names.view(r),
      pic: r.pic,
      seq: r.seq,
      version: r.version,
    }),
    columns: (i) => ({ parent_id: i.parentId, ...names.columns(i), pic: i.pic, seq: i.seq }),
  },
  tag: {
    table: 'tag',
    idKey: 'tagId',
    view: (r) => ({ tagId: r.id, ...titles.view(r), seq: r.seq, style: r.style, version: r.version }),
    columns: (i) => ({ ...titles.columns(i), seq: i.seq, style: i.style }),
  },
  banner: {
    table: 'banner',
    idKey: 'bannerId',
    view: (r) => ({
      bannerId: r.id,
      imgUrlKh: r.img_url_kh,
      imgUrlEn: r.img_url,
      imgUrlCn: r.img_url_cn,
      prodId: r.prod_id,
      seq: r.seq,
      version: r.version,
    }),
    columns: (i) => ({
      img_url_kh: i.imgUrlKh,
      img_url: i.imgUrlEn,
      img_url_cn: i.imgUrlCn,
      prod_id: i.prodId,
      seq: i.seq,
    }),
  },
  hotSearch: {
    table: 'hot_search',
    idKey: 'hotSearchId',
    view: (r) => ({ hotSearchId: r.id, ...titles.view(r), seq: r.seq, version: r.version }),
    columns: (i) => ({ ...titles.columns(i), seq: i.seq }),
  },
} satisfies Record<string, Kind>;
export type EntityKindName = keyof typeof ENTITY_KINDS;

// The kinds' tables differ in columns; this module reads and writes them by the names above.
const loose = (db: Db) => db as unknown as Kysely<Record<Kind['table'], Row>>;

export async function listEntities(db: Db, kindName: EntityKindName) {
  const kind: Kind = ENTITY_KINDS[kindName];
  const rows = await loose(db).selectFrom(kind.table).selectAll().orderBy('seq').orderBy('id').execute();
  return rows.map((r) => kind.view(r as Row));
}

async function checkReferences(db: Db, kindName: EntityKindName, input: Input) {
  const ref = kindName === 'category' ? input.parentId : kindName === 'banner' ? input.prodId : undefined;
  if (!ref) return;
  const table = kindName === 'category' ? 'category' : 'product';
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', ref as number)
    .executeTakeFirst();
  if (!found)
    throw new MallError(
      ERROR_CODE.badRequest,
      `Request Error: no such ${kindName === 'category' ? 'parent category' : 'product'}`,
    );
  if (kindName === 'category' && ref === input.categoryId) {
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: a category cannot be its own parent');
  }
}

/** Creates (no id) or updates (id and version) one entity of a kind. */
export async function saveEntity(db: Db, kindName: EntityKindName, staffId: number, input: Input) {
  const kind: Kind = ENTITY_KINDS[kindName];
  const id = input[kind.idKey] as number | undefined;
  const saved = await db.transaction().execute(async (real) => {
    const trx = loose(real);
    await checkReferences(real, kindName, input);
    const now = clock.now();
    let before: Row | undefined;
    let after: Row | undefined;
    if (id === undefined) {
      after = (await trx
        .insertInto(kind.table)
        .values(kind.columns(input))
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
    } else {
      before = (await trx.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst()) as
        Row | undefined;
      if (!before) throw new MallError(ERROR_CODE.notFound);
      after = (await trx
        .updateTable(kind.table)
        .set((eb) => ({ ...kind.columns(input), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', input.version as number)
        .returningAll()
        .executeTakeFirst()) as Row | undefined;
      if (!after) throw new MallError(ERROR_CODE.editedSinceOpened);
    }
    await writeAudit(
      real,
      {
        staffId,
        action: before ? 'update' : 'create',
        entity: kindName,
        entityId: after.id,
        before: before ? kind.view(before) : null,
        after: kind.view(after),
      },
      now,
    );
    return kind.view(after);
  });
  invalidateStock([]);
  return saved;
}

/** Deletes one entity read at `version`; a category with products or sub-categories is refused (1). */
export async function deleteEntity(db: Db, kindName: EntityKindName, staffId: number, id: number, version: number) {
  const kind: Kind = ENTITY_KINDS[kindName];
  await db.transaction().execute(async (real) => {
    const trx = loose(real);
    const before = (await trx.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst()) as
      Row | undefined;
    if (!before) throw new MallError(ERROR_CODE.notFound);
    if (before.version !== version) throw new MallError(ERROR_CODE.editedSinceOpened);
    if (kindName === 'category') {
      const used =
        (await real
          .selectFrom('product_category')
          .select('prod_id')
          .where('category_id', '=', id)
          .executeTakeFirst()) ??
        (await real.selectFrom('category').select('id').where('parent_id', '=', id).executeTakeFirst());
      if (used) throw new MallError(ERROR_CODE.fail, 'This category still has products or sub-categories');
    }
    const deleted = await trx
      .deleteFrom(kind.table)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new MallError(ERROR_CODE.editedSinceOpened);
    await writeAudit(
      real,
      { staffId, action: 'delete', entity: kindName, entityId: id, before: kind.view(before), after: null },
      clock.now(),
    );
  });
  invalidateStock([]);
}
