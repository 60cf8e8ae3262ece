import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showErrorDialog, useErrorDialogStore } from '@villa/shared/store';
import { ErrorDialog } from './ErrorDialog';

beforeEach(() => useErrorDialogStore.setState({ queue: [] }));

describe('ErrorDialog', () => {
  it('shows nothing until an error is reported', () => {
    render(<ErrorDialog />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the title and each validation error as a bullet', () => {
    render(<ErrorDialog />);
    act(() =>
      showErrorDialog({
        title: 'The following form fields contain errors',
        items: ['Email is required', 'Town is required'],
      }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'The following form fields contain errors',
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Email is required',
      'Town is required',
    ]);
  });

  it('shows the next failure after Close, and nothing after the last', async () => {
    render(<ErrorDialog />);
    act(() => {
      showErrorDialog({ title: 'ERROR', message: 'First' });
      showErrorDialog({ title: 'ERROR', message: 'Second' });
      showErrorDialog({ title: 'ERROR', message: 'First' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
