import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficePhoto } from '@villa/shared/contract';
import { PhotoList } from './PhotoList';

const photo = (id: number, title: string): OfficePhoto => ({
  id,
  position: id - 1,
  title,
  large: `/api/photos/${id}-l.jpg`,
  small: `/api/photos/${id}-s.jpg`,
  largeWebp: null,
  smallWebp: null,
  uploadedAt: null,
});

const PHOTOS = [photo(1, 'Pool'), photo(2, 'Kitchen'), photo(3, 'Bedroom')];

function setup() {
  const onSaveOrder = jest.fn((ids: number[]) => Promise.resolve(ids));
  const onRetitle = jest.fn(() => Promise.resolve());
  const onDelete = jest.fn(() => Promise.resolve());
  render(
    <PhotoList
      photos={PHOTOS}
      onSaveOrder={onSaveOrder}
      onRetitle={onRetitle}
      onDelete={onDelete}
    />,
  );
  const order = () =>
    within(screen.getByRole('list'))
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
  return { user: userEvent.setup(), onSaveOrder, onRetitle, onDelete, order };
}

describe('photo list', () => {
  test('the keyboard moves a photo, announces it, keeps the focus, then the order is saved', async () => {
    const { user, onSaveOrder, order } = setup();
    expect(order()).toEqual(['Pool', 'Kitchen', 'Bedroom']);
    expect(screen.getByRole('img', { name: 'Pool' })).toHaveAttribute('src', '/api/photos/1-s.jpg');
    expect(screen.getByRole('button', { name: 'Save the order' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move down: Pool' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Kitchen', 'Pool', 'Bedroom']);
    expect(screen.getByRole('status')).toHaveTextContent('Pool moved to position 2 of 3');
    expect(screen.getByRole('button', { name: 'Move down: Pool' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Kitchen', 'Bedroom', 'Pool']);
    // At the bottom the focus goes to Move up, as Move down can go no further.
    expect(screen.getByRole('button', { name: 'Move down: Pool' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up: Pool' })).toHaveFocus();
    expect(
      screen.getByText('The order has changed: save it for agents to see it.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    expect(onSaveOrder).toHaveBeenCalledWith([2, 3, 1]);
    expect(await screen.findByText('The order is saved.')).toBeInTheDocument();
  });

  test('dragging a photo over another moves it; undo puts the order back', async () => {
    const { user, order, onSaveOrder } = setup();
    const items = screen.getAllByRole('listitem');
    fireEvent.dragStart(items[2], { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(items[0]);
    fireEvent.drop(items[0]);
    fireEvent.dragEnd(items[2]);
    expect(order()).toEqual(['Bedroom', 'Pool', 'Kitchen']);
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bedroom moved to position 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Undo the moves' }));
    expect(order()).toEqual(['Pool', 'Kitchen', 'Bedroom']);
    expect(onSaveOrder).not.toHaveBeenCalled();
  });

  test('a caption is saved; a delete asks first and can be cancelled', async () => {
    const { user, onRetitle, onDelete } = setup();
    const captions = screen.getAllByLabelText('Caption');
    await user.clear(captions[1]);
    await user.type(captions[1], 'Open-plan kitchen');
    await user.click(screen.getAllByRole('button', { name: 'Save caption' })[1]);
    expect(onRetitle).toHaveBeenCalledWith(PHOTOS[1], 'Open-plan kitchen');
    expect(await screen.findByText('Caption saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Pool' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete: Pool' }));
    await user.click(screen.getByRole('button', { name: 'Delete the photo' }));
    expect(onDelete).toHaveBeenCalledWith(PHOTOS[0]);
  });
});
