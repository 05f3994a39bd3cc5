import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { ConsoleLayout, SectionSkeleton } from '../../components/console-layout';
import { RequireStaff } from '../../components/require-staff';
import { homeSectionOf, mayOpen, type Section } from '../../features/session/roles';
import { useStaffSession } from '../../features/session/staff-session';
import { consolePath } from '../../paths';
import { SignInPage } from '../sign-in/sign-in-page';
import { SetupPage } from '../setup/setup-page';

// Each section is a chunk of its own: signing in loads none of them.
const HomePage = lazy(() => import('../home/home-page'));
const CustomersPage = lazy(() => import('../customers/customers-page'));
const ProductListPage = lazy(() => import('../products/product-list-page'));
const ProductEditorPage = lazy(() => import('../products/product-editor-page'));
const OrderListPage = lazy(() => import('../orders/order-list-page'));
const OrderDetailPage = lazy(() => import('../orders/order-detail-page'));
const RefundsPage = lazy(() => import('../orders/refunds-page'));
const CashReportPage = lazy(() => import('../orders/cash-report-page'));
const StaffPage = lazy(() => import('../staff/staff-page'));
const AuditPage = lazy(() => import('../staff/audit-page'));
const FailedJobsPage = lazy(() => import('../jobs/failed-jobs-page'));
const CategoriesPage = lazy(() => import('../shop/categories-page'));
const BannersPage = lazy(() => import('../shop/banners-page'));
const ListsPage = lazy(() => import('../shop/lists-page'));
const SettingsPage = lazy(() => import('../shop/settings-page'));
const TelegramPage = lazy(() => import('../telegram/telegram-page'));

function ConsoleHome(): ReactElement {
  const role = useStaffSession((session) => session.staff?.role);
  return <Navigate to={consolePath(homeSectionOf(role ?? 'owner'))} replace />;
}

/** A section, opened only by the roles it is for (the API refuses the others anyway: 131); others go home. */
function SectionRoute({ name, children }: { name: Section; children: ReactElement }): ReactElement {
  const role = useStaffSession((session) => session.staff?.role);
  if (!mayOpen(role, name)) return <ConsoleHome />;
  return <Suspense fallback={<SectionSkeleton />}>{children}</Suspense>;
}

const section = (name: Section, element: ReactElement): ReactElement => (
  <SectionRoute name={name}>{element}</SectionRoute>
);

/**
 * The merchant console: every /merchant/* address, drawn here with its own routes, chrome and sign-in. The shell
 * only routes /merchant/* to this page (the page table's ConsolePage); the shoppers' pages never load it.
 */
export default function ConsolePage(_props: PageProps): ReactElement | null {
  return useRoutes([
    { path: 'login', element: <SignInPage /> },
    { path: 'setup', element: <SetupPage /> },
    {
      element: (
        <RequireStaff>
          <ConsoleLayout />
        </RequireStaff>
      ),
      children: [
        { index: true, element: <ConsoleHome /> },
        { path: 'home', element: section('home', <HomePage />) },
        { path: 'products', element: section('products', <ProductListPage />) },
        { path: 'products/new', element: section('products', <ProductEditorPage />) },
        { path: 'products/:prodId', element: section('products', <ProductEditorPage />) },
        { path: 'orders', element: section('orders', <OrderListPage />) },
        { path: 'orders/:orderNumber', element: section('orders', <OrderDetailPage />) },
        { path: 'refunds', element: section('refunds', <RefundsPage />) },
        { path: 'cash', element: section('orders', <CashReportPage />) },
        { path: 'customers', element: section('customers', <CustomersPage />) },
        { path: 'staff', element: section('staff', <StaffPage />) },
        { path: 'audit', element: section('audit', <AuditPage />) },
        { path: 'jobs', element: section('jobs', <FailedJobsPage />) },
        { path: 'categories', element: section('categories', <CategoriesPage />) },
        { path: 'banners', element: section('banners', <BannersPage />) },
        { path: 'lists', element: section('lists', <ListsPage />) },
        { path: 'settings', element: section('settings', <SettingsPage />) },
        { path: 'telegram', element: section('telegram', <TelegramPage />) },
        { path: '*', element: <ConsoleHome /> },
      ],
    },
  ]);
}
