import { PAGE_TABLE, type Face, type PageKey, type RemoteName } from '@mall/shared';
import { lazyPage } from './lazy-page';
import type { PageSources } from './mall-routes';

// Each face's frame and the shell's own pages are chunks of their own: /mobile/index does not ship the
// laptop header, nor the sign-in or about pages. The layouts' chunk names are what shell/server/node/index-html.ts
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

/** The pages a face shows from the remotes, as the page table (@mall/shared `PAGE_TABLE`) places them. */
function remotePages(face: Face): PageSources {
  const pages: PageSources = {};
  for (const remote of Object.keys(PAGE_TABLE) as RemoteName[]) {
    for (const [expose, where] of Object.entries(PAGE_TABLE[remote])) {
      const page = where[face] as PageKey | undefined;
      if (page) pages[page] = { remote, expose };
    }
  }
  return pages;
}

/** The shell's own pages that both faces have. */
const SHELL_PAGES: PageSources = {
  about: { component: AboutPage },
  contact: { component: ContactPage },
  help: { component: HelpPage },
  refund: { component: RefundPage },
  download: { component: DownloadPage },
  user: { component: UserLayout },
  login: { component: LoginPage },
  register: { component: RegisterPage },
  resetPassword: { component: ResetPasswordPage },
};

/** Which page each desktop route shows: the remotes' from the page table, the shell draws the rest. */
export const LAPTOP_PAGES: PageSources = {
  ...remotePages('laptop'),
  ...SHELL_PAGES,
  home: { component: LaptopLayout },
  aboutUs: { component: AboutUsLayout },
  centreContact: { component: ContactPage },
};

/** Which page each mobile route shows. */
export const MOBILE_PAGES: PageSources = {
  ...remotePages('mobile'),
  ...SHELL_PAGES,
  home: { component: MobileLayout },
  launch: { component: LaunchPage },
};
