import type { ReactElement } from 'react';
import { FreshQueryClient } from '@villa/shared/query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@villa/shared/api';
import { useErrorDialogStore } from '@villa/shared/store';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { SendPdfDialog, type SendPdfDialogProps } from './SendPdfDialog';

/** Renders with a QueryClient of its own: the dialogs send through useMutation. */
const renderWithQueries = (ui: ReactElement) => render(ui, { wrapper: FreshQueryClient });

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.answer({ status: 202, body: { queued: true } });
  useErrorDialogStore.setState({ queue: [] });
});

const QUEUED =
  'The PDF has been placed in a queue to send to the recipient - it will be sent shortly';
const RETRIEVABLE = 'This quote can now be retrieved from within your admin';

function open(props: Partial<SendPdfDialogProps> = {}) {
  const onClose = jest.fn();
  renderWithQueries(
    <div id="root">
      <SendPdfDialog
        type="guide"
        typeId={3}
        pdfFilePath="/guide/20261101/orlando-weather.pdf"
        documentName="Orlando Weather"
        onClose={onClose}
        {...props}
      />
    </div>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: /Send Orlando Weather|Send/ }) };
}

describe('send PDF dialog', () => {
  it('sends a guide with the copy to the agent on by default, then offers Send Another', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('dialog', { name: 'Send Orlando Weather' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send me a copy' })).toBeChecked();
    expect(screen.getByLabelText(/Recipient email/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Recipient email/), 'customer@example.com');
    await user.type(screen.getByLabelText('Message to recipient'), 'Enjoy!');
    expect(screen.getByText('6 of 500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send PDF' }));

    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(screen.queryByText(RETRIEVABLE)).not.toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/send-pdf/guide/3',
      body: {
        recipientEmail: 'customer@example.com',
        recipientMessage: 'Enjoy!',
        ccApiUser: true,
        pdfFilePath: '/guide/20261101/orlando-weather.pdf',
      },
    });

    await user.click(screen.getByRole('button', { name: 'Send Another' }));
    expect(screen.getByLabelText(/Recipient email/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Send me a copy' })).toBeChecked();
  });

  it('says a quote can be retrieved from the admin once sent, and can leave out the copy', async () => {
    const user = userEvent.setup();
    open({ type: 'quote', typeId: 'VB4K7Q2M', pdfFilePath: undefined, documentName: 'quote' });
    await user.type(screen.getByLabelText(/Recipient email/), 'c@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Send me a copy' }));
    await user.click(screen.getByRole('button', { name: 'Send PDF' }));
    expect(await screen.findByText(RETRIEVABLE)).toBeInTheDocument();
    expect(screen.getByText(QUEUED)).toBeInTheDocument();
    expect(api.requests[0].url).toBe('/api/send-pdf/quote/VB4K7Q2M');
    expect(api.requests[0].body).toEqual({
      recipientEmail: 'c@example.com',
      recipientMessage: '',
      ccApiUser: false,
    });
  });

  it('validates the recipient and the message length before sending', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText(/Recipient email/), 'not-an-email');
    await user.tab();
    expect(screen.getByText('Recipient email must be a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Recipient email/));
    await user.type(screen.getByLabelText(/Recipient email/), 'c@example.com');
    await user.click(screen.getByLabelText('Message to recipient'));
    await user.paste('x'.repeat(501));
    await user.tab();
    expect(
      screen.getByText('Message to recipient must be at most 500 characters'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send PDF' })).toBeDisabled();
    expect(
      screen.getByText('Please fix the form errors above before submitting this form'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the failure message without the global dialog, and keeps what was typed', async () => {
    const user = userEvent.setup();
    api.answer({ status: 500, body: { errors: ['boom'] } });
    open();
    await user.type(screen.getByLabelText(/Recipient email/), 'c@example.com');
    await user.click(screen.getByRole('button', { name: 'Send PDF' }));
    expect(
      await screen.findByText(
        'Sorry unable to send the PDF at the moment - please try again shortly',
      ),
    ).toBeInTheDocument();
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
    expect(screen.getByLabelText(/Recipient email/)).toHaveValue('c@example.com');
  });

  it("at a mail limit shows the server's words: which limit and for how long", async () => {
    const user = userEvent.setup();
    const limit =
      'c@example.com has been sent 20 e-mails from the portal within an hour, the most one address may receive. Please try again in 12 minutes.';
    api.answer({ status: 429, headers: { 'retry-after': '720' }, body: { errors: [limit] } });
    open();
    await user.type(screen.getByLabelText(/Recipient email/), 'c@example.com');
    await user.click(screen.getByRole('button', { name: 'Send PDF' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
  });

  it('refuses to close while sending, then closes once sent', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { onClose } = open();
    await user.type(screen.getByLabelText(/Recipient email/), 'c@example.com');
    // The loopback API answers at once: hold the answer by pausing the client's fetch.
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return realFetch(...args);
    }) as typeof fetch;
    try {
      await user.click(screen.getByRole('button', { name: 'Send PDF' }));
      expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await user.click(screen.getByRole('button', { name: 'Sending…' }));
      await user.keyboard('{Escape}');
      expect(screen.getByText('Please wait for the form to finish sending')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).not.toHaveBeenCalled();
      release();
      expect(await screen.findByText(QUEUED)).toBeInTheDocument();
      expect(api.requests).toHaveLength(1);
    } finally {
      globalThis.fetch = realFetch;
    }
    await waitFor(() =>
      expect(
        screen.queryByText('Please wait for the form to finish sending'),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Esc while editing', async () => {
    const user = userEvent.setup();
    const { onClose } = open();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
