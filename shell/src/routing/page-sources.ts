import type { RemoteName } from '@mall/shared';
import { LaptopLayout } from '../layout/laptop/laptop-layout';
import { MobileLayout } from '../layout/mobile/mobile-layout';
import { AboutPage } from '../pages/about-page';
import { AboutUsLayout } from '../pages/about-us-layout';
import { LoginPage } from '../pages/auth/login-page';
import { RegisterPage } from '../pages/auth/register-page';
import { ResetPasswordPage } from '../pages/auth/reset-password-page';
import { ContactPage } from '../pages/contact-page';
import { LaunchPage } from '../pages/launch-page';
import { UserLayout } from '../pages/user-layout';
import type { PageSource, PageSources } from './mall-routes';

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
  orderList: fromRemote('account', 'OrderListPage'),
  orderDetail: fromRemote('account', 'OrderDetailPage'),
  favorite: fromRemote('account', 'FavoritePage'),
  confirm: fromRemote('checkout', 'ConfirmPage'),
  address: fromRemote('checkout', 'AddressPickerPage'),
  addressEdit: fromRemote('checkout', 'AddressEditPage'),
  success: fromRemote('checkout', 'SuccessPage'),
};
