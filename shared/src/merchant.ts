// @mall/shared/merchant: the staff API's numbers, for the console only. An entry of its own, not the package's main
// one: each value there is a name in the shared module's table on every shopper page's first load.
export { MERCHANT_ERROR_CODE, MIN_STAFF_PASSWORD } from './contracts/entities';
