import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselImages } from '@villa/shared/contract';
import { Carousel, thumbnailsShown } from './Carousel';

/** A window of a given width whose media queries answer as a browser's would. */
function useWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) &&
      (!max || width <= Number(max[1])) &&
      !query.includes('prefers-reduced-motion');
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

function images(n: number): CarouselImages {
  const list = (size: string) =>
    Array.from({ length: n }, (_, i) => ({
      imgUrl: `/img/${i}-${size}.svg`,
      title: `Room ${i + 1}`,
    }));
  return { l: list('l'), s: list('s') };
}

/** The thumbnails react-slick shows at once (its active slides). */
const visibleThumbnails = () =>
  document.querySelectorAll('.carousel__thumbs .slick-slide.slick-active').length;

describe('thumbnailsShown', () => {
  test.each([
    [1280, 12, 9],
    [1200, 12, 9],
    [1199, 12, 4],
    [800, 12, 4],
    [767, 12, 3],
    [375, 12, 3],
    [1280, 5, 5],
    [1000, 2, 2],
    [375, 2, 2],
  ])('at %i px with %i images shows %i', (width, count, shown) => {
    expect(thumbnailsShown(width, count)).toBe(shown);
  });
});

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test.each([
    [1280, 12, 9],
    [1000, 12, 4],
    [600, 12, 3],
    [1280, 6, 6],
  ])('at %i px with %i photos the strip shows %i thumbnails', (width, count, shown) => {
    useWidth(width);
    render(<Carousel images={images(count)} name="Palm Villa" />);
    act(() => jest.advanceTimersByTime(50));
    expect(visibleThumbnails()).toBe(shown);
  });

  test('hides the strip when there is only one small image', () => {
    useWidth(1280);
    render(<Carousel images={images(1)} name="Palm Villa" />);
    expect(document.querySelector('.carousel__thumbs')).toBeNull();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Room 1' })).toBeInTheDocument();
  });

  test('play/pause toggles the slideshow and says which it is', async () => {
    useWidth(1280);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Carousel images={images(4)} name="Palm Villa" />);
    const toggle = screen.getByRole('button', { name: 'Pause slideshow' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('region', { name: 'Photos of Palm Villa' })).toBeInTheDocument();
  });

  test('says when there are no photos', () => {
    useWidth(1280);
    render(<Carousel images={{ l: [], s: [] }} name="Palm Villa" />);
    expect(screen.getByText('No photos of this villa yet.')).toBeInTheDocument();
  });
});
