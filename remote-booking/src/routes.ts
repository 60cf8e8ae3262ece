import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  optionalExtras: {
    page: () => import(/* webpackChunkName: "page-optionalExtras" */ './pages/OptionalExtrasPage'),
  },
  checkout: { page: () => import(/* webpackChunkName: "page-checkout" */ './pages/CheckoutPage') },
  checkoutCompleted: {
    page: () =>
      import(/* webpackChunkName: "page-checkoutCompleted" */ './pages/CheckoutCompletedPage'),
  },
  bookingDetail: {
    page: () => import(/* webpackChunkName: "page-bookingDetail" */ './pages/BookingDetailPage'),
  },
};

export default routes;
