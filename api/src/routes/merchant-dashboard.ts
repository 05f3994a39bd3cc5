// merchant/dashboard (the console's home) and merchant/customers (members with their orders).
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, PageOf } from '../schemas/common';
import { CustomerQuery, CustomerRow, DashboardSchema } from '../schemas/merchant';
import { staffOf, staffOnly } from '../plugins/staff-auth';
import { customers, dashboard } from '../services/merchant-dashboard';

const merchantDashboard: FastifyPluginAsyncTypebox = async (app) => {
  const anyStaff = staffOnly(app, 'merchant dashboard', 'any');
  const orders = staffOnly(app, 'merchant dashboard', ['orders']);

  app.get(
    '/merchant/dashboard',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: "Today's and this week's orders and sales (Phnom Penh time), orders waiting, stock running low",
        response: { 200: Envelope(DashboardSchema) },
      },
    },
    async (request) => ({ data: await dashboard(app.db, staffOf(request).role) }),
  );

  app.get(
    '/merchant/customers',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary: 'Members with their number of orders, paid spend and last order; the latest order first',
        querystring: CustomerQuery,
        response: { 200: Envelope(PageOf(CustomerRow)) },
      },
    },
    async (request) => ({ data: await customers(app.db, request.query) }),
  );
};
export default merchantDashboard;
