import type { FastifyInstance } from 'fastify';
import type { BookingResponse, CardPaymentStartResponse } from '@villa/shared/contract';
import { bearer } from './testApp';

/** The sandbox's card that always succeeds, as its payment page takes it. */
export const TEST_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  name: 'J Smith',
};

/**
 * Pays `amount` (pounds) towards booking `ref` by card as its agent does: the payment starts
 * from the booking page's payment token, then the sandbox provider's page takes the test card.
 * Returns the provider page's answer (200 once the payment is recorded).
 */
export async function payByTestCard(
  app: FastifyInstance,
  token: string,
  ref: string,
  amount: number,
) {
  const page = await app.inject({
    method: 'GET',
    url: `/api/bookings/${ref}`,
    headers: bearer(token),
  });
  expect(page.statusCode).toBe(200);
  const { paymentToken } = page.json() as BookingResponse;
  const start = await app.inject({
    method: 'POST',
    url: `/api/booking-modify/card-payment/${ref}`,
    headers: bearer(token),
    payload: { amount, registeredDetails: 'AGENT', paymentToken },
  });
  expect(start.statusCode).toBe(201);
  const { paymentUrl } = start.json() as CardPaymentStartResponse;
  const paid = await app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(TEST_CARD).toString(),
  });
  expect(paid.statusCode).toBe(200);
  return paid;
}
