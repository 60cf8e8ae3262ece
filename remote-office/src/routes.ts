import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  officeLogin: {
    page: () => import(/* webpackChunkName: "page-officeLogin" */ './pages/OfficeLoginPage'),
  },
  officeHome: {
    page: () => import(/* webpackChunkName: "page-officeHome" */ './pages/OfficeDashboardPage'),
  },
  officeVillas: {
    page: () => import(/* webpackChunkName: "page-officeVillas" */ './villas/VillaListPage'),
  },
  officeNewVilla: {
    page: () => import(/* webpackChunkName: "page-officeNewVilla" */ './villas/NewVillaPage'),
  },
  officeVilla: {
    page: () => import(/* webpackChunkName: "page-officeVilla" */ './villas/VillaPage'),
  },
  officeVillaCalendar: {
    page: () =>
      import(/* webpackChunkName: "page-officeVillaCalendar" */ './calendar/OfficeCalendarPage'),
  },
  officeVillaPhotos: {
    page: () =>
      import(/* webpackChunkName: "page-officeVillaPhotos" */ './photos/OfficePhotosPage'),
  },
  officeBookings: {
    page: () => import(/* webpackChunkName: "page-officeBookings" */ './bookings/BookingListPage'),
  },
  officeBooking: {
    page: () => import(/* webpackChunkName: "page-officeBooking" */ './bookings/BookingPage'),
  },
  officeOrganisations: {
    page: () =>
      import(/* webpackChunkName: "page-officeOrganisations" */ './people/OrganisationsPage'),
  },
  officeAgents: {
    page: () => import(/* webpackChunkName: "page-officeAgents" */ './people/AgentsPage'),
  },
  officeStaff: {
    page: () => import(/* webpackChunkName: "page-officeStaff" */ './people/StaffPage'),
  },
  officeStaffSignup: {
    page: () => import(/* webpackChunkName: "page-officeStaffSignup" */ './people/StaffSignupPage'),
  },
  officeGuides: {
    page: () => import(/* webpackChunkName: "page-officeGuides" */ './content/GuidesPage'),
  },
  officeMessages: {
    page: () => import(/* webpackChunkName: "page-officeMessages" */ './messages/MessagesPage'),
  },
  officePayments: {
    page: () => import(/* webpackChunkName: "page-officePayments" */ './ledger/LedgerPage'),
  },
};

export default routes;
