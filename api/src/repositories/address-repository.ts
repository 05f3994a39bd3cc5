import type { Address } from '../db/schema';
import type { Executor } from './executor';

export interface AddressFields {
  receiver: string;
  mobile: string;
  addr: string;
  addrType: number;
  khan: string | null;
}

export async function listAddresses(db: Executor, memberId: number): Promise<Address[]> {
  return db
    .selectFrom('address')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('common_addr', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findAddress(db: Executor, memberId: number, addrId: number): Promise<Address | undefined> {
  return db
    .selectFrom('address')
    .selectAll()
    .where('id', '=', addrId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function findDefaultAddress(db: Executor, memberId: number): Promise<Address | undefined> {
  return db
    .selectFrom('address')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('common_addr', '=', 1)
    .executeTakeFirst();
}

export async function countAddresses(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(
  db: Executor,
  memberId: number,
  fields: AddressFields,
  commonAddr: number,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('address')
    .values({
      member_id: memberId,
      receiver: fields.receiver,
      mobile: fields.mobile,
      addr: fields.addr,
      addr_type: fields.addrType,
      khan: fields.khan,
      common_addr: commonAddr,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAddress(
  db: Executor,
  memberId: number,
  addrId: number,
  fields: AddressFields,
): Promise<void> {
  await db
    .updateTable('address')
    .set({
      receiver: fields.receiver,
      mobile: fields.mobile,
      addr: fields.addr,
      addr_type: fields.addrType,
      khan: fields.khan,
    })
    .where('id', '=', addrId)
    .where('member_id', '=', memberId)
    .execute();
}

/** Makes addrId the member's one default address. */
export async function makeDefaultAddress(db: Executor, memberId: number, addrId: number): Promise<void> {
  await db
    .updateTable('address')
    .set({ common_addr: 0 })
    .where('member_id', '=', memberId)
    .where('id', '!=', addrId)
    .where('common_addr', '=', 1)
    .execute();
  await db
    .updateTable('address')
    .set({ common_addr: 1 })
    .where('id', '=', addrId)
    .where('member_id', '=', memberId)
    .execute();
}

export async function deleteAddress(db: Executor, memberId: number, addrId: number): Promise<number> {
  const result = await db
    .deleteFrom('address')
    .where('id', '=', addrId)
    .where('member_id', '=', memberId)
    .where('common_addr', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
