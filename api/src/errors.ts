import { ERROR_CODE } from './schemas/codes';

export { ERROR_CODE };

// Error codes (plus 123-126, ours) and the HTTP status each one answers with (the OpenAPI document at /api/docs).
export const ERROR_MESSAGES: Record<number, string> = {
  [ERROR_CODE.fail]: 'Fail',
  [ERROR_CODE.notFound]: 'Do Not Exist',
  [ERROR_CODE.orderNotFound]: 'Order Does not Exist',
  [ERROR_CODE.orderNotShipped]: 'Order not Shipped',
  [ERROR_CODE.orderNotCompleted]: 'Order not Completed',
  [ERROR_CODE.orderCompleted]: 'Order has been completed',
  [ERROR_CODE.orderGenerationFailed]: 'Order Generation Failed',
  [ERROR_CODE.orderShipped]: 'The order has been shipped',
  [ERROR_CODE.orderPendingPayment]: 'Order Pending Payment',
  [ERROR_CODE.verificationCodeEmpty]: 'Verification Code is Empty',
  [ERROR_CODE.verificationCodeWrong]: 'Verification Code Error',
  [ERROR_CODE.verificationCodeTooFrequent]: 'The Verification Code is Frequently Obtained, Please Get Later',
  [ERROR_CODE.addressEmpty]: 'Address is Empty',
  [ERROR_CODE.tooManyAddresses]: 'Addresses Can not More than Ten',
  [ERROR_CODE.contactService]: 'Please contact customer service',
  [ERROR_CODE.requestFailed]: 'Request Fail',
  [ERROR_CODE.badRequest]: 'Request Error',
  [ERROR_CODE.orderNumberNotFound]: 'Order Does not Exist',
  [ERROR_CODE.orderNumberEmpty]: 'Order Number Empty',
  [ERROR_CODE.memberDisabled]: 'Member Disabled',
  [ERROR_CODE.loggedOut]: 'Member is Logged Out',
  [ERROR_CODE.memberExists]: 'Member Already Exists',
  [ERROR_CODE.memberNotFound]: 'Member Does not Exist',
  [ERROR_CODE.wrongPassword]: 'Password Error',
  [ERROR_CODE.addressDeleted]: 'Address Has Been Deleted',
  [ERROR_CODE.defaultAddressUndeletable]: 'The Default Address Cannot Be Deleted',
  [ERROR_CODE.noStock]: 'No Stock',
  [ERROR_CODE.productRemoved]: 'The Product Has Been Removed',
  [ERROR_CODE.cartItemDeleted]: 'Cart Deleted.',
  [ERROR_CODE.tooManyAttempts]: 'Too many attempts, please try again later',
  [ERROR_CODE.tooManyUnpaidOrders]: 'Too many unpaid orders, please pay or cancel one first',
  [ERROR_CODE.overMaxPerOrder]: 'More than the most one order may hold of this product',
  [ERROR_CODE.serviceUnavailable]: 'Service briefly unavailable, please try again',
  [ERROR_CODE.staffSignInRequired]: 'Staff sign-in required',
  [ERROR_CODE.notAllowedForRole]: 'Not allowed for your role',
  [ERROR_CODE.editedSinceOpened]: 'Someone else saved this since you opened it',
  [ERROR_CODE.secondFactorWrong]: 'The second-factor code is missing or wrong',
  [ERROR_CODE.setupLinkInvalid]: 'The set-up link is unknown, used or expired',
  [ERROR_CODE.staffExists]: 'A staff member with that login exists',
  [ERROR_CODE.photoTooManyBytes]: 'The photo is too large',
  [ERROR_CODE.photoTooManyPixels]: 'The photo has too many pixels',
  [ERROR_CODE.photoTypeRefused]: 'Not a photo we accept: send a JPEG, PNG, WebP, AVIF or GIF',
  [ERROR_CODE.photoSvgRefused]: 'SVG is not accepted: send a JPEG or PNG',
  [ERROR_CODE.photoHeicRefused]: 'HEIC/HEIF is not accepted: send a JPEG',
  [ERROR_CODE.photoDamaged]: 'The photo is damaged or incomplete',
  [ERROR_CODE.lastOwner]: 'The last owner cannot be disabled or demoted',
  [ERROR_CODE.categoryCycle]: 'A category cannot be placed under itself or its own sub-category',
  [ERROR_CODE.addressRefused]: 'Links must be https; pictures must be uploaded to the shop',
};

const STATUS_BY_CODE: Record<number, number> = {
  [ERROR_CODE.badRequest]: 400,
  [ERROR_CODE.verificationCodeEmpty]: 400,
  [ERROR_CODE.verificationCodeWrong]: 400,
  [ERROR_CODE.addressEmpty]: 400,
  [ERROR_CODE.orderNumberEmpty]: 400,
  [ERROR_CODE.setupLinkInvalid]: 400,
  [ERROR_CODE.photoTooManyBytes]: 400,
  [ERROR_CODE.photoTooManyPixels]: 400,
  [ERROR_CODE.photoTypeRefused]: 400,
  [ERROR_CODE.photoSvgRefused]: 400,
  [ERROR_CODE.photoHeicRefused]: 400,
  [ERROR_CODE.photoDamaged]: 400,
  [ERROR_CODE.addressRefused]: 400,
  [ERROR_CODE.staffSignInRequired]: 401,
  [ERROR_CODE.secondFactorWrong]: 401,
  [ERROR_CODE.notAllowedForRole]: 403,
  [ERROR_CODE.loggedOut]: 401,
  [ERROR_CODE.wrongPassword]: 401,
  [ERROR_CODE.memberDisabled]: 403,
  [ERROR_CODE.notFound]: 404,
  [ERROR_CODE.orderNotFound]: 404,
  [ERROR_CODE.orderNumberNotFound]: 404,
  [ERROR_CODE.memberNotFound]: 404,
  [ERROR_CODE.addressDeleted]: 404,
  [ERROR_CODE.productRemoved]: 404,
  [ERROR_CODE.cartItemDeleted]: 404,
  [ERROR_CODE.fail]: 409,
  [ERROR_CODE.orderNotShipped]: 409,
  [ERROR_CODE.orderNotCompleted]: 409,
  [ERROR_CODE.orderCompleted]: 409,
  [ERROR_CODE.orderShipped]: 409,
  [ERROR_CODE.orderPendingPayment]: 409,
  [ERROR_CODE.tooManyAddresses]: 409,
  [ERROR_CODE.memberExists]: 409,
  [ERROR_CODE.defaultAddressUndeletable]: 409,
  [ERROR_CODE.noStock]: 409,
  [ERROR_CODE.tooManyUnpaidOrders]: 409,
  [ERROR_CODE.overMaxPerOrder]: 409,
  [ERROR_CODE.editedSinceOpened]: 409,
  [ERROR_CODE.staffExists]: 409,
  [ERROR_CODE.lastOwner]: 409,
  [ERROR_CODE.categoryCycle]: 409,
  [ERROR_CODE.verificationCodeTooFrequent]: 429,
  [ERROR_CODE.tooManyAttempts]: 429,
  [ERROR_CODE.requestFailed]: 500,
  [ERROR_CODE.serviceUnavailable]: 503,
};

export function httpStatusFor(codeId: number): number {
  // orderGenerationFailed (9) and contactService (50) are faults on our side.
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
