import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation } from '@villa/shared/contract';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import MessagesPage from './MessagesPage';

const api = fakeApiPerTest();

const conversation = (id: number, overrides: Partial<Conversation> = {}): Conversation => ({
  id,
  bookRef: 'VB4K7Q2M',
  subject: `Change request for booking VB4K7Q2M`,
  unread: 1,
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
  ],
  ...overrides,
});

const render = () =>
  renderPage(<MessagesPage />, { path: '/office/messages', at: '/office/messages' });

describe('the office messages', () => {
  it('lists every conversation with its booking, agent and messages', async () => {
    api.on('GET /office/messages', {
      body: {
        conversations: [
          conversation(1),
          conversation(2, {
            bookRef: null,
            subject: 'Winter rates',
            unread: 0,
            doneAt: '2026-06-01T10:00:00.000Z',
          }),
        ],
      },
    });
    render();
    expect(await screen.findByText('2 conversations, 1 unread')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Change request for booking VB4K7Q2M' });
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(first).getByText('VB4K7Q2M')).toBeInTheDocument();
    expect(within(first).getByText('Ms Alex Agent (agent@demo.test)')).toBeInTheDocument();
    expect(within(first).getByText('Could the customer arrive a day later?')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Winter rates' });
    expect(within(second).getByText('General enquiry')).toBeInTheDocument();
    expect(within(second).getByText('Done')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('sends a reply, and refuses an empty one at its field without sending', async () => {
    const user = userEvent.setup();
    let replied = false;
    api.on('GET /office/messages', () => ({
      body: {
        conversations: [
          replied
            ? conversation(1, {
                unread: 0,
                messages: [
                  ...conversation(1).messages,
                  {
                    at: '2026-06-01T11:00:00.000Z',
                    from: 'Sam Staff',
                    author: 'STAFF',
                    body: 'Yes, that night is free.',
                  },
                ],
              })
            : conversation(1),
        ],
      },
    }));
    api.on('POST /office/messages/1/replies', () => {
      replied = true;
      return { status: 201, body: { conversation: conversation(1, { unread: 0 }) } };
    });
    render();
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const field = screen.getByRole('textbox', { name: 'Reply' });
    expect(field).toHaveAccessibleDescription('Reply is required');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(field, 'Yes, that night is free.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Reply sent/)).toBeInTheDocument();
    expect(await screen.findByText('Yes, that night is free.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('marks a conversation done', async () => {
    const user = userEvent.setup();
    api.on('GET /office/messages', { body: { conversations: [conversation(1)] } });
    api.on('POST /office/messages/1/done', {
      body: { conversation: conversation(1, { unread: 0, doneAt: '2026-06-01T10:00:00.000Z' }) },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Marked done.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/office/messages/1/done')).toBe(true);
  });

  it('says when no agent has written yet', async () => {
    api.on('GET /office/messages', { body: { conversations: [] } });
    render();
    expect(await screen.findByText('No agent has written yet.')).toBeInTheDocument();
  });

  it('offers to try again when the list fails', async () => {
    api.on('GET /office/messages', { status: 500, body: { errors: ['down'] } });
    render();
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
