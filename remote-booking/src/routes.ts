import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  optionalExtras: {
    page: () => import('./pages/OptionalExtrasPage'),
  },
  checkout: { page: () => import('./pages/CheckoutPage') },
  checkoutCompleted: {
    page: () => import('./pages/CheckoutCompletedPage'),
  },
  bookingDetail: { page: () => import('./pages/BookingDetailPage') },
};

export default routes;
