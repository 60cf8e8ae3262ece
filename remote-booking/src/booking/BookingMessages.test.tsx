import { render, screen, within } from '@testing-library/react';
import type { Conversation } from '@villa/shared/contract';
import { FreshQueryClient } from '@villa/shared/query';
import { fakeApiPerTest } from '@villa/shared/testing';
import { BookingMessages } from './BookingMessages';

const api = fakeApiPerTest();

const answered = (unread: number): Conversation => ({
  id: 7,
  bookRef: 'VB4K7Q2M',
  subject: 'Change request for booking VB4K7Q2M',
  unread,
  doneAt: null,
  agentEmail: 'agent@demo.test',
  agentName: 'Ms Alex Agent',
  messages: [
    {
      at: '2026-06-01T09:00:00.000Z',
      from: 'Ms Alex Agent',
      author: 'AGENT',
      body: 'Could the customer arrive a day later?',
    },
    {
      at: '2026-06-01T11:00:00.000Z',
      from: 'Sam Staff',
      author: 'STAFF',
      body: 'Yes, that night is free.',
    },
  ],
});

const show = () => render(<BookingMessages bookRef="VB4K7Q2M" />, { wrapper: FreshQueryClient });
const region = () => within(screen.getByRole('region', { name: 'Messages' }));

describe("the booking's messages", () => {
  test('shows the conversation, the new reply marked, and tells the server it was read', async () => {
    let read = false;
    api.on('GET /messages', () => ({ body: { conversations: [answered(read ? 0 : 1)] } }));
    api.on('POST /messages/7/read', () => {
      read = true;
      return { body: { conversation: answered(0) } };
    });
    show();
    expect(await region().findByText('Yes, that night is free.')).toBeInTheDocument();
    expect(region().getByText('Could the customer arrive a day later?')).toBeInTheDocument();
    expect(region().getByText('Sam Staff, agent desk')).toBeInTheDocument();
    expect(region().getByText('1 new reply')).toBeInTheDocument();
    expect(region().getByText('New')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/messages')?.query.get('bookRef')).toBe('VB4K7Q2M');
    await screen.findByText('1 new reply');
    expect(await waitForRead(() => read)).toBe(true);
  });

  test('says when there is no message yet', async () => {
    api.on('GET /messages', { body: { conversations: [] } });
    show();
    expect(await region().findByText(/No messages yet/)).toBeInTheDocument();
  });

  test('a failure to load offers to try again', async () => {
    api.on('GET /messages', { status: 500, body: { errors: ['down'] } });
    show();
    expect(await region().findByText('The messages could not be loaded.')).toBeInTheDocument();
    expect(region().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

async function waitForRead(done: () => boolean) {
  const until = Date.now() + 2000;
  while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  return done();
}
