// The address book's form, once for every remote (an entry of its own, `@mall/shared/address-book`: it loads with
// the pages that edit addresses, not with the first screen).
export * from './address-form-model';
export * from './use-address-form';
export * from './address-form';
