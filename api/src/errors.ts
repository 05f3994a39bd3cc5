// Error codes (plus 123, ours) and the HTTP status each one answers with (the OpenAPI document at /api/docs).
export const ERROR_MESSAGES: Record<number, string> = {
  1: 'Fail',
  3: 'Do Not Exist',
  4: 'Order Does not Exist',
  5: 'Order not Shipped',
  6: 'Order not Completed',
  7: 'Order has been completed',
  9: 'Order Generation Failed',
  10: 'The order has been shipped',
  11: 'Order Pending Payment',
  20: 'Verification Code is Empty',
  21: 'Verification Code Error',
  22: 'The Verification Code is Frequently Obtained, Please Get Later',
  30: 'Address is Empty',
  31: 'Addresses Can not More than Ten',
  50: 'Please contact customer service',
  98: 'Request Fail',
  99: 'Request Error',
  101: 'Order Does not Exist',
  102: 'Order Number Empty',
  111: 'Member Disabled',
  112: 'Member is Logged Out',
  113: 'Member Already Exists',
  114: 'Member Does not Exist',
  115: 'Password Error',
  116: 'Address Has Been Deleted',
  117: 'The Default Address Cannot Be Deleted',
  120: 'No Stock',
  121: 'The Product Has Been Removed',
  122: 'Cart Deleted.',
  123: 'Too many attempts, please try again later',
};

const STATUS_BY_CODE: Record<number, number> = {
  99: 400, 20: 400, 21: 400, 30: 400, 102: 400,
  112: 401, 115: 401,
  111: 403,
  3: 404, 4: 404, 101: 404, 114: 404, 116: 404, 121: 404, 122: 404,
  1: 409, 5: 409, 6: 409, 7: 409, 10: 409, 11: 409, 31: 409, 113: 409, 117: 409, 120: 409,
  22: 429, 123: 429,
  98: 500,
};

export function httpStatusFor(codeId: number): number {
  // 9 (order generation failed) and 50 (contact customer service) are faults on our side.
  return STATUS_BY_CODE[codeId] ?? 500;
}

export class MallError extends Error {
  constructor(
    readonly codeId: number,
    message?: string,
  ) {
    super(message ?? ERROR_MESSAGES[codeId] ?? 'Request Fail');
    this.name = 'MallError';
  }
}
