// The console's small catalogue entities (categories, home shelves, banners, hot-search words; described once in
// schemas/merchant.ts): one list, save and delete each. Saves carry `version` (132 when stale); each write is audited.
import type { Db } from '../db';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { writeAudit } from '../repositories/audit';
import type { Executor } from '../repositories/executor';
import { findProduct } from '../repositories/merchant-catalog';
import { CLUSTER_LOCK, holdForTransaction } from '../repositories/cluster-lock';
import {
  categoryAncestry,
  categoryInUse,
  deleteEntityAt,
  findEntity,
  insertEntity,
  listEntityRecords,
  updateEntityAt,
  type EntityInput,
} from '../repositories/merchant-entities';
import { MERCHANT_ENTITIES, type EntityKindName } from '../schemas/merchant';
import { invalidateStock } from './catalog-cache';
import { isShopPicture } from './images';
import type { StaffCall } from './staff-call';

type Fields = Record<string, unknown>;

export function listEntities(db: Db, kind: EntityKindName) {
  return listEntityRecords(db, kind);
}

/** The fields that name a picture: only one the shop holds ('' for none where the field may be empty). */
const PICTURES = ['pic', 'imgUrlKh', 'imgUrlEn', 'imgUrlCn'];

/**
 * Pictures are the shop's own (146); a category's parent and a banner's product must exist; a category never goes
 * under itself or its descendants (145). Moves are checked one at a time (two at once could each be fine alone and
 * make a loop together).
 */
async function checkReferences(db: Executor, kind: EntityKindName, input: Fields) {
  const pictures = PICTURES.map((field) => input[field]).filter((url) => typeof url === 'string' && url !== '');
  if (pictures.some((url) => !isShopPicture(url as string))) throw new MallError(ERROR_CODE.addressRefused);
  if (kind === 'category' && input.parentId) {
    if (!(await findEntity(db, 'category', input.parentId as number))) {
      throw new MallError(ERROR_CODE.badRequest, 'Request Error: no such parent category');
    }
  }
  if (kind === 'category' && input.categoryId !== undefined && input.parentId) {
    await holdForTransaction(db, CLUSTER_LOCK.categoryTree);
    const ancestry = await categoryAncestry(db, input.parentId as number);
    if (ancestry.includes(input.categoryId as number)) throw new MallError(ERROR_CODE.categoryCycle);
  }
  if (kind === 'banner' && input.prodId && !(await findProduct(db, input.prodId as number))) {
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: no such product');
  }
}

/** Creates (no id) or updates (id and version) one entity of a kind. */
export async function saveEntity<K extends EntityKindName>({ db, staffId }: StaffCall, kind: K, input: EntityInput<K>) {
  const fields = input as Fields;
  const id = fields[MERCHANT_ENTITIES[kind].idKey] as number | undefined;
  const saved = await db.transaction().execute(async (trx) => {
    await checkReferences(trx, kind, fields);
    const before = id === undefined ? undefined : await findEntity(trx, kind, id);
    if (id !== undefined && !before) throw new MallError(ERROR_CODE.notFound);
    const after =
      id === undefined
        ? await insertEntity(trx, kind, fields)
        : await updateEntityAt(trx, kind, id, fields, fields.version as number);
    if (!after) throw new MallError(ERROR_CODE.editedSinceOpened);
    await writeAudit(
      trx,
      {
        staffId,
        action: before ? 'update' : 'create',
        entity: kind,
        entityId: id ?? idOf(kind, after),
        before: before ?? null,
        after,
      },
      clock.now(),
    );
    return after;
  });
  invalidateStock([]);
  return saved;
}

const idOf = (kind: EntityKindName, entity: object) =>
  (entity as Record<string, number>)[MERCHANT_ENTITIES[kind].idKey];

/** Deletes one entity read at `version`; a category with products or sub-categories is refused (1). */
export async function deleteEntity({ db, staffId }: StaffCall, kind: EntityKindName, id: number, version: number) {
  await db.transaction().execute(async (trx) => {
    const before = await findEntity(trx, kind, id);
    if (!before) throw new MallError(ERROR_CODE.notFound);
    if (before.version !== version) throw new MallError(ERROR_CODE.editedSinceOpened);
    if (kind === 'category' && (await categoryInUse(trx, id))) {
      throw new MallError(ERROR_CODE.fail, 'This category still has products or sub-categories');
    }
    if (!(await deleteEntityAt(trx, kind, id, version))) throw new MallError(ERROR_CODE.editedSinceOpened);
    await writeAudit(trx, { staffId, action: 'delete', entity: kind, entityId: id, before, after: null }, clock.now());
  });
  invalidateStock([]);
}
