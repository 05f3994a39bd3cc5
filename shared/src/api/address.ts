import type { Address } from '../contracts/entities';
import type { AddressInput, AddressUpdate } from '../contracts/payloads';
import { apiGet, apiPost, type CallOptions } from './client';

/** The default address comes first. */
export function listAddresses(options?: CallOptions): Promise<Address[]> {
  return apiGet<Address[]>('/address/list', undefined, options);
}

export function addAddress(address: AddressInput, options?: CallOptions): Promise<Address> {
  return apiPost<Address>('/address/addAddr', address, options);
}

export function updateAddress(address: AddressUpdate, options?: CallOptions): Promise<Address> {
  return apiPost<Address>('/address/updateAddr', address, options);
}

export function deleteAddress(addrId: number, options?: CallOptions): Promise<null> {
  return apiGet<null>('/address/deleteAddr', { addrId }, options);
}
