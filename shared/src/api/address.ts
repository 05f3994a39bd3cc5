import type { Address } from '../contracts/entities';
import type { AddressInput, AddressUpdate } from '../contracts/payloads';
import { apiGet, apiPost } from './client';

/** The default address comes first. */
export function listAddresses(): Promise<Address[]> {
  return apiGet<Address[]>('/address/list');
}

export function addAddress(address: AddressInput): Promise<Address> {
  return apiPost<Address>('/address/addAddr', address);
}

export function updateAddress(address: AddressUpdate): Promise<Address> {
  return apiPost<Address>('/address/updateAddr', address);
}

export function deleteAddress(addrId: number): Promise<null> {
  return apiGet<null>('/address/deleteAddr', { addrId });
}
