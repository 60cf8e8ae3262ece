import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation } from '@villa/shared/contract';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import { UnreadMessages } from './UnreadMessages';

const api = fakeApiPerTest();

const conversation = (id: number, bookRef: string | null, unread: number): Conversation => ({
  id,
  bookRef,
  subject: bookRef ? `Change request for booking ${bookRef}` : 'Winter rates',
  unread,
  doneAt: null,
  agentEmail: 'agent@demo.test',
  agentName: 'Ms Alex Agent',
  messages: [
    { at: '2026-06-01T09:00:00.000Z', from: 'Ms Alex Agent', author: 'AGENT', body: 'Hello?' },
    {
      at: '2026-06-01T11:00:00.000Z',
      from: 'Sam Staff',
      author: 'STAFF',
      body: 'They are out next week.',
    },
  ],
});

describe('the dashboard’s unread replies', () => {
  test('counts them, links a booking’s to its page, shows a general one and marks it read', async () => {
    const user = userEvent.setup();
    let read = false;
    api.on('GET /messages', () => ({
      body: {
        conversations: [
          conversation(1, 'VB4K7Q2M', 1),
          conversation(2, null, read ? 0 : 1),
          conversation(3, 'VB000001', 0),
        ],
      },
    }));
    api.on('POST /messages/2/read', () => {
      read = true;
      return { body: { conversation: conversation(2, null, 0) } };
    });
    renderPage(<UnreadMessages />);
    expect(await screen.findByText('You have 2 unread replies.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read it on booking VB4K7Q2M' })).toHaveAttribute(
      'href',
      '/admin/agent/bookings/VB4K7Q2M',
    );
    expect(screen.queryByText(/VB000001/)).toBeNull();
    expect(screen.getByText('They are out next week.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('You have 1 unread reply.')).toBeInTheDocument();
  });

  test('says when nothing is unread', async () => {
    api.on('GET /messages', { body: { conversations: [conversation(3, 'VB000001', 0)] } });
    renderPage(<UnreadMessages />);
    expect(await screen.findByText(/No unread replies/)).toBeInTheDocument();
  });
});
