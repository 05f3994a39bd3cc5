// Delivery addresses: at most ten a member, exactly one default while there are any.
import type { Address } from '../db/schema';
import { ERROR_CODE, MallError } from '../errors';
import { MAX_ADDRESSES } from '../schemas/codes';
import type { Static } from '@fastify/type-provider-typebox';
import type { AddressBody, AddressSchema } from '../schemas/commerce';
import { clock } from '../clock';
import type { Executor } from '../repositories/executor';
import * as addresses from '../repositories/address-repository';
import { lockMember } from '../repositories/member';
import { isKhanCode } from '../schemas/khans';
import { checkDeliverable, readDeliveryRules } from './delivery';

export type AddressInput = Static<typeof AddressBody>;

export type AddressView = Static<typeof AddressSchema>;

export function toAddressView(row: Address): AddressView {
  return {
    addrId: Number(row.id),
    receiver: row.receiver,
    mobile: row.mobile,
    addr: row.addr,
    addrType: Number(row.addr_type) as AddressView['addrType'],
    commonAddr: Number(row.common_addr) === 1 ? 1 : 0,
    khan: isKhanCode(row.khan) ? row.khan : null,
  };
}

function cleanFields(input: AddressInput): addresses.AddressFields {
  const receiver = input.receiver.trim();
  const addr = input.addr.trim();
  const mobile = input.mobile.trim();
  if (!receiver || !addr || !/^\+?\d{6,15}$/.test(mobile)) throw new MallError(ERROR_CODE.badRequest);
  if (![1, 2, 3, 4].includes(input.addrType)) throw new MallError(ERROR_CODE.badRequest);
  return { receiver, mobile, addr, addrType: input.addrType, khan: input.khan ?? null };
}

/** An address saved or edited names a khan the shop delivers to (155 with the area limited, services/delivery.ts). */
async function checkArea(db: Executor, fields: addresses.AddressFields): Promise<void> {
  checkDeliverable(await readDeliveryRules(db), fields.khan, { saving: true });
}

export async function listAddresses(db: Executor, memberId: number): Promise<AddressView[]> {
  return (await addresses.listAddresses(db, memberId)).map(toAddressView);
}

export async function addAddress(db: Executor, memberId: number, input: AddressInput): Promise<AddressView> {
  const fields = cleanFields(input);
  await checkArea(db, fields);
  const addrId = await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const count = await addresses.countAddresses(trx, memberId);
    if (count >= MAX_ADDRESSES) throw new MallError(ERROR_CODE.tooManyAddresses);
    const makeDefault = count === 0 || input.commonAddr === 1;
    const id = await addresses.insertAddress(trx, memberId, fields, 0, clock.now());
    if (makeDefault) await addresses.makeDefaultAddress(trx, memberId, id);
    return id;
  });
  return toAddressView((await addresses.findAddress(db, memberId, addrId))!);
}

export async function updateAddress(
  db: Executor,
  memberId: number,
  addrId: number,
  input: AddressInput,
): Promise<AddressView> {
  const fields = cleanFields(input);
  await checkArea(db, fields);
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const existing = await addresses.findAddress(trx, memberId, addrId);
    if (!existing) throw new MallError(ERROR_CODE.addressDeleted);
    await addresses.updateAddress(trx, memberId, addrId, fields);
    // 0 on the default is ignored: a member with addresses always keeps one default.
    if (input.commonAddr === 1) await addresses.makeDefaultAddress(trx, memberId, addrId);
  });
  return toAddressView((await addresses.findAddress(db, memberId, addrId))!);
}

export async function deleteAddress(db: Executor, memberId: number, addrId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const existing = await addresses.findAddress(trx, memberId, addrId);
    if (!existing) throw new MallError(ERROR_CODE.addressDeleted);
    if (Number(existing.common_addr) === 1) throw new MallError(ERROR_CODE.defaultAddressUndeletable);
    await addresses.deleteAddress(trx, memberId, addrId);
  });
}

export async function findDefaultAddressView(db: Executor, memberId: number): Promise<AddressView | null> {
  const row = await addresses.findDefaultAddress(db, memberId);
  return row ? toAddressView(row) : null;
}
