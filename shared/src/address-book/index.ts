// The address book once for every remote: its form and its hook (an entry of its own, `@mall/shared/address-book`:
// it loads with the pages that show or edit addresses, not with the first screen).
export * from './address-form-model';
export * from './use-address-form';
export * from './address-form';
export * from './use-address-book';
