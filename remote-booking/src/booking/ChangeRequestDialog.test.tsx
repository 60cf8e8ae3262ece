import type { ReactElement } from 'react';
import { FreshQueryClient } from '@villa/shared/query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeRequestDialog } from './ChangeRequestDialog';

/** Renders with a QueryClient of its own: the dialogs send through useMutation. */
const renderWithQueries = (ui: ReactElement) => render(ui, { wrapper: FreshQueryClient });

function setup() {
  const onClose = jest.fn();
  renderWithQueries(<ChangeRequestDialog bookRef="VBTEST01" onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

const writing = () => screen.getByRole('dialog', { name: 'Make enquiry' });
const warning = () => screen.getByRole('alertdialog', { name: 'Make enquiry' });

describe('ChangeRequestDialog', () => {
  test('Keep writing brings focus back inside the message form, where Esc and Tab still work', async () => {
    const { user, onClose } = setup();
    await user.type(within(writing()).getByLabelText('Message'), 'Please add a cot.');

    await user.keyboard('{Escape}');
    expect(warning()).toContainElement(document.activeElement as HTMLElement);
    expect(within(warning()).getByRole('button', { name: 'Keep writing' })).toHaveFocus();

    await user.click(within(warning()).getByRole('button', { name: 'Keep writing' }));
    expect(writing()).toContainElement(document.activeElement as HTMLElement);
    expect(within(writing()).getByLabelText('Message')).toHaveValue('Please add a cot.');
    // Tab goes round inside the dialog, never out to the page.
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(writing()).toContainElement(document.activeElement as HTMLElement);
    }

    // Esc still asks before deleting; Esc on the warning is "Keep writing" again.
    await user.keyboard('{Escape}');
    expect(within(warning()).getByRole('button', { name: 'Keep writing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(writing()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await user.click(within(warning()).getByRole('button', { name: 'Delete message' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('Cancel with the form empty closes at once', async () => {
    const { user, onClose } = setup();
    await user.click(within(writing()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
