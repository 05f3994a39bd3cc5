// @mall/shared's surface (docs/CONTRACTS.md): every type, and the values some app or entry of the package imports.
// A value used only inside the package is not re-exported here: each one is a name in the shared module's table on
// every first load, and an app could come to depend on it. Add a value here when an app needs it (a minor version).
export type * from './contracts';
export type * from './config';
export type * from './first-screen';
export type * from './load';
export type * from './storage-keys';
export type * from './api';
export type * from './store';
export type * from './i18n';
export type * from './routes';
export type * from './device';
export type * from './utils';
export type * from './ui';
export { ADDRESS_TYPES, ERROR_CODE, MAX_ADDRESSES, MAX_REMARKS, ORDER_STATUS, PAGE_TABLE, PAY_TYPE } from './contracts';
export { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './config';
export { dropFirstScreenData, firstScreenData, firstScreenPayload, renderWithFirstScreenData } from './first-screen';
export { forgetKeptResources, usePagedList, useResource } from './load';
export { safeStorage, STORAGE_KEYS } from './storage-keys';
export { forgetDrawnSiteSettings, siteSettingsOfTheFirstScreen } from './site-settings';
export { clearPersonalCaches } from './web-app-caches';
export {
  addAddress,
  ApiError,
  cancelOrder,
  changeCartItem,
  confirmReceipt,
  createApiClient,
  createBuyNowConfirmation,
  createCartConfirmation,
  deleteAddress,
  deleteCartItems,
  deleteOrder,
  getCart,
  getHotSearch,
  getOrder,
  getOrderCount,
  getOrderSmsPrefs,
  getProduct,
  getSiteSettings,
  httpClient,
  isApiError,
  listAddresses,
  listBanners,
  listCategories,
  listFavorites,
  listOrders,
  listProductsByTag,
  listProductTags,
  login,
  logout,
  payOrders,
  placeBuyNowOrder,
  placeCartOrder,
  quoteDelivery,
  refreshCart,
  register,
  registerApiHandlers,
  resetPassword,
  saveOrderSmsPrefs,
  searchProducts,
  sendVerificationCode,
  suggestSearch,
  toggleFavorite,
  updateAddress,
} from './api';
export {
  hasStoredToken,
  isSignedIn,
  navigation,
  persistOnHide,
  restoreSession,
  useMallStore,
  useSignedIn,
} from './store';
export {
  apiErrorMessage,
  changeI18nLanguage,
  detectLanguage,
  errorMessage,
  i18n,
  initI18n,
  LANGUAGES,
  localized,
  registerTranslations,
  variantText,
  translationsReady,
} from './i18n';
export {
  ADDRESS_BOOK_QUERY,
  isAddressBook,
  matchRoute,
  pagePath,
  rememberPage,
  routesOf,
  takeRememberedPage,
} from './routes';
export { detectFace } from './device';
export {
  ADDRESS_LIMITS,
  cleanAddressText,
  formatDateTime,
  formatPrice,
  formatRiel,
  imageUrl,
  isDecimalString,
  isValidPhone,
  normalizePhone,
  PHNOM_PENH_OFFSET_MS,
  phnomPenhNow,
  rateOfOrder,
  validateAddress,
} from './utils';
export {
  AmountRows,
  BottomSheet,
  Button,
  buttonClassName,
  ConfirmDialog,
  CopyButton,
  cx,
  Dialog,
  EmptyState,
  ErrorState,
  Icon,
  IconButton,
  LanguageSheet,
  Logo,
  Price,
  ProductCardSkeleton,
  ProductGrid,
  ProductLine,
  ProductPicture,
  QuantityStepper,
  SearchSuggestInput,
  Select,
  Skeleton,
  Tabs,
  TextField,
  toast,
  Toaster,
  useConfirm,
  VisuallyHidden,
} from './ui';
export { pageNameTitle, usePageName } from './page-name';
