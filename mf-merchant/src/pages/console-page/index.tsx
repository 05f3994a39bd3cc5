import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { ConsoleLayout, SectionSkeleton } from '../../components/console-layout';
import { RequireStaff } from '../../components/require-staff';
import { homeSectionOf } from '../../features/session/roles';
import { useStaffSession } from '../../features/session/staff-session';
import { consolePath } from '../../paths';
import { SignInPage } from '../sign-in/sign-in-page';
import { SetupPage } from '../setup/setup-page';

// Each section is a chunk of its own: signing in loads none of them.
const ProductListPage = lazy(() => import('../products/product-list-page'));
const ProductEditorPage = lazy(() => import('../products/product-editor-page'));
const OrderListPage = lazy(() => import('../orders/order-list-page'));
const OrderDetailPage = lazy(() => import('../orders/order-detail-page'));
const RefundsPage = lazy(() => import('../orders/refunds-page'));
const StaffPage = lazy(() => import('../staff/staff-page'));
const AuditPage = lazy(() => import('../staff/audit-page'));

function section(element: ReactElement): ReactElement {
  return <Suspense fallback={<SectionSkeleton />}>{element}</Suspense>;
}

function ConsoleHome(): ReactElement {
  const role = useStaffSession((session) => session.staff?.role);
  return <Navigate to={consolePath(homeSectionOf(role ?? 'owner'))} replace />;
}

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
        { path: 'products', element: section(<ProductListPage />) },
        { path: 'products/new', element: section(<ProductEditorPage />) },
        { path: 'products/:prodId', element: section(<ProductEditorPage />) },
        { path: 'orders', element: section(<OrderListPage />) },
        { path: 'orders/:orderNumber', element: section(<OrderDetailPage />) },
        { path: 'refunds', element: section(<RefundsPage />) },
        { path: 'staff', element: section(<StaffPage />) },
        { path: 'audit', element: section(<AuditPage />) },
        { path: '*', element: <ConsoleHome /> },
      ],
    },
  ]);
}
