import type { RemoteName } from '@mall/shared';
import { lazyPage } from './lazy-page';
import type { PageSource, PageSources } from './mall-routes';

// Each face's frame and the shell's own pages are chunks of their own: /mobile/index does not ship the
// laptop header, nor the sign-in or about pages. The layouts' chunk names are what scripts/static-server.mjs
// hints from the page (face-mobile.<hash>.js).
export const LaptopLayout = lazyPage(() =>
  import(/* webpackChunkName: "face-laptop" */ '../layout/laptop/laptop-layout').then((m) => m.LaptopLayout),
);
export const MobileLayout = lazyPage(() =>
  import(/* webpackChunkName: "face-mobile" */ '../layout/mobile/mobile-layout').then((m) => m.MobileLayout),
);
const AboutPage = lazyPage(() => import('../pages/about-page').then((m) => m.AboutPage));
const AboutUsLayout = lazyPage(() => import('../pages/about-us-layout').then((m) => m.AboutUsLayout));
const ContactPage = lazyPage(() => import('../pages/contact-page').then((m) => m.ContactPage));
const HelpPage = lazyPage(() => import('../pages/help-page').then((m) => m.HelpPage));
const RefundPage = lazyPage(() => import('../pages/refund-page').then((m) => m.RefundPage));
const DownloadPage = lazyPage(() => import('../pages/download-page').then((m) => m.DownloadPage));
const LaunchPage = lazyPage(() => import('../pages/launch-page').then((m) => m.LaunchPage));
const UserLayout = lazyPage(() => import('../pages/user-layout').then((m) => m.UserLayout));
const LoginPage = lazyPage(() => import('../pages/auth/login-page').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('../pages/auth/register-page').then((m) => m.RegisterPage));
const ResetPasswordPage = lazyPage(() => import('../pages/auth/reset-password-page').then((m) => m.ResetPasswordPage));

const fromRemote = (remote: RemoteName, expose: string): PageSource => ({ remote, expose });

/** Which page each desktop route shows (CONTRACTS.md exposes table; the shell draws the rest). */
export const LAPTOP_PAGES: PageSources = {
  home: { component: LaptopLayout },
  index: fromRemote('catalog', 'HomePage'),
  classify: fromRemote('catalog', 'ClassifyPage'),
  product: fromRemote('catalog', 'ProductPage'),
  confirm: fromRemote('checkout', 'ConfirmPage'),
  success: fromRemote('checkout', 'SuccessPage'),
  aboutUs: { component: AboutUsLayout },
  about: { component: AboutPage },
  contact: { component: ContactPage },
  help: { component: HelpPage },
  refund: { component: RefundPage },
  download: { component: DownloadPage },
  user: { component: UserLayout },
  login: { component: LoginPage },
  register: { component: RegisterPage },
  resetPassword: { component: ResetPasswordPage },
  centre: fromRemote('account', 'CentrePage'),
  orderList: fromRemote('account', 'OrderListPage'),
  orderDetail: fromRemote('account', 'OrderDetailPage'),
  address: fromRemote('account', 'AddressPage'),
  cart: fromRemote('checkout', 'CartPage'),
  favorite: fromRemote('account', 'FavoritePage'),
  centreContact: { component: ContactPage },
};

/** Which page each mobile route shows. */
export const MOBILE_PAGES: PageSources = {
  home: { component: MobileLayout },
  launch: { component: LaunchPage },
  index: fromRemote('catalog', 'HomePage'),
  user: { component: UserLayout },
  login: { component: LoginPage },
  register: { component: RegisterPage },
  resetPassword: { component: ResetPasswordPage },
  search: fromRemote('catalog', 'SearchPage'),
  classify: fromRemote('catalog', 'ClassifyPage'),
  product: fromRemote('catalog', 'ProductPage'),
  cart: fromRemote('checkout', 'CartPage'),
  centre: fromRemote('account', 'CentrePage'),
  about: { component: AboutPage },
  contact: { component: ContactPage },
  help: { component: HelpPage },
  refund: { component: RefundPage },
  download: { component: DownloadPage },
  orderList: fromRemote('account', 'OrderListPage'),
  orderDetail: fromRemote('account', 'OrderDetailPage'),
  favorite: fromRemote('account', 'FavoritePage'),
  confirm: fromRemote('checkout', 'ConfirmPage'),
  address: fromRemote('checkout', 'AddressPickerPage'),
  addressEdit: fromRemote('checkout', 'AddressEditPage'),
  success: fromRemote('checkout', 'SuccessPage'),
};
