import { routeTable, type RemoteRoutesManifest } from '@villa/shared/routes';

/** This remote's only exposed module: the pages it owns, each loaded when first visited. */
export const routes: RemoteRoutesManifest<'booking'> = {
  optionalExtras: {
    ...routeTable.optionalExtras,
    page: () => import('./pages/OptionalExtrasPage'),
  },
  checkout: { ...routeTable.checkout, page: () => import('./pages/CheckoutPage') },
  checkoutCompleted: {
    ...routeTable.checkoutCompleted,
    page: () => import('./pages/CheckoutCompletedPage'),
  },
  bookingDetail: { ...routeTable.bookingDetail, page: () => import('./pages/BookingDetailPage') },
};

export default routes;
