import {
  accountsDashboardResponseSchema,
  organisationDashboardResponseSchema,
} from '../dashboards';
import { endpoint } from './endpoint';

/** The dashboards of the roles that have only a dashboard, each for its own role only. */
export const dashboardEndpoints = {
  organisation: endpoint({
    method: 'GET',
    path: '/organisation/dashboard',
    summary: "The organisation's agents with this year's bookings, booked value and commission",
    access: ['ORGANISATION'],
    answer: organisationDashboardResponseSchema,
    errors: [],
  }),
  accounts: endpoint({
    method: 'GET',
    path: '/accounts/dashboard',
    summary: "The organisation's balances due with their dates, overdue, and payments received",
    access: ['ACCOUNTS'],
    answer: accountsDashboardResponseSchema,
    errors: [],
  }),
};
