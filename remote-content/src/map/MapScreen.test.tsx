import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@villa/shared/router';
import type { MapResponse } from '@villa/shared/contract';
import { MapScreen } from './MapScreen';

const image = (name: string) => ({ imgUrl: `/api/content-images/x/${name}.svg`, alt: name });

const data: MapResponse = {
  heading: 'Map of the Orlando Area',
  intro: 'Everything on one map.',
  communities: [
    {
      comId: 1,
      name: 'Windsor Hills Resort',
      lat: 28.3215,
      lon: -81.5985,
      coordApproximate: false,
      image: image('windsor'),
      facilities: [{ title: 'Community pool', icon: 'pool' }],
      description: 'A guard-gated resort.',
    },
    {
      comId: 2,
      name: 'Emerald Island Resort',
      lat: 28.3275,
      lon: -81.6225,
      coordApproximate: false,
      image: image('emerald'),
      facilities: [],
      description: 'Two pools and a tiki bar.',
    },
  ],
  attractions: [
    {
      aboutId: 1,
      name: 'Magic Kingdom',
      lat: 28.4177,
      lon: -81.5812,
      description: 'Castle.',
      image: image('mk'),
    },
    {
      aboutId: 2,
      name: 'EPCOT',
      lat: 28.3747,
      lon: -81.5494,
      description: 'Sphere.',
      image: image('epcot'),
    },
    {
      aboutId: 9,
      name: 'SeaWorld Orlando',
      lat: 28.4114,
      lon: -81.4612,
      description: 'Coasters.',
      image: image('sw'),
    },
  ],
  airports: [{ name: 'Orlando International Airport', iata: 'MCO', lat: 28.4294, lon: -81.3089 }],
  communitiesWithoutPosition: [{ comId: 8, name: 'Reunion Resort' }],
  settings: { googleMapsApiKey: null, center: { lat: 28.39, lng: -81.52 }, zoom: 12, region: 'GB' },
};

// jsdom has no PointerEvent: without one, pointer events lose their coordinates.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

const panel = () => within(document.getElementById('map-panel')!);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function renderMap() {
  return render(
    <MemoryRouter>
      <MapScreen data={data} />
    </MemoryRouter>,
  );
}

const markers = () =>
  Array.from(document.querySelectorAll('[data-map-marker]')).map((m) =>
    m.getAttribute('data-map-marker'),
  );
const edges = () =>
  Array.from(document.querySelectorAll('[data-map-edge]')).map((m) =>
    m.getAttribute('data-map-edge'),
  );
const plot = () => screen.getByTestId('offline-map');

describe('map page without a Google Maps key', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setWidth(1280);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('plots every marker offline, airports included, with the first group open', () => {
    const errors = jest.spyOn(console, 'error');
    renderMap();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(markers()).toEqual([
      'community-1',
      'community-2',
      'attraction-1',
      'attraction-2',
      'attraction-9',
    ]);
    // The map opens on the Orlando area at zoom 12: the airport is off it, marked at the edge.
    expect(edges()).toEqual(['airport-MCO']);
    expect(
      screen.getByRole('button', {
        name: /^Orlando International Airport \(MCO\), 1\d miles away/,
      }),
    ).toHaveTextContent(/MCO 1\d mi/);
    expect(screen.getByRole('button', { name: /Communities/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Theme parks & attractions/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Airports have no list.
    expect(screen.queryByRole('checkbox', { name: /Orlando International/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Reunion Resort' })).toHaveAttribute(
      'href',
      '/community/8',
    );
  });

  test('one accordion open at a time, keyboard operable', () => {
    renderMap();
    const attractions = screen.getByRole('button', { name: /Theme parks & attractions/ });
    attractions.focus();
    fireEvent.click(attractions);
    expect(attractions).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Communities/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('checkbox', { name: 'Show Magic Kingdom on the map' })).toBeVisible();
  });

  test('hide all, showing X of Y, show all', () => {
    renderMap();
    fireEvent.click(screen.getByRole('button', { name: /Theme parks & attractions/ }));
    const group = screen.getByRole('checkbox', { name: /Hide all/ });
    expect(group).toBeChecked();
    fireEvent.click(group);
    expect(markers()).toEqual(['community-1', 'community-2']);
    expect(edges()).toEqual(['airport-MCO']);
    const showAll = screen.getByRole('checkbox', { name: /Show all/ });
    expect(showAll).not.toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show EPCOT on the map' }));
    const some = screen.getByRole('checkbox', { name: /Showing 1 of 3/ });
    expect((some as HTMLInputElement).indeterminate).toBe(true);
    expect(markers()).toContain('attraction-2');

    fireEvent.click(some);
    expect(screen.getByRole('checkbox', { name: /Hide all \(Theme parks/ })).toBeChecked();
    expect(markers()).toEqual([
      'community-1',
      'community-2',
      'attraction-1',
      'attraction-2',
      'attraction-9',
    ]);
  });

  test('hovering a list entry bounces its marker', () => {
    renderMap();
    fireEvent.mouseEnter(panel().getByRole('button', { name: 'Emerald Island Resort' }));
    expect(document.querySelector('[data-map-marker="community-2"]')).toHaveClass('is-bouncing');
    fireEvent.mouseLeave(panel().getByRole('button', { name: 'Emerald Island Resort' }));
    expect(document.querySelector('[data-map-marker="community-2"]')).not.toHaveClass(
      'is-bouncing',
    );
  });

  test('an item click selects it, zooms after 500 ms and opens the info window after 750 ms', () => {
    renderMap();
    const marker = document.querySelector<HTMLElement>('[data-map-marker="community-1"]')!;
    const before = { left: marker.style.left, top: marker.style.top };
    fireEvent.click(panel().getByRole('button', { name: 'Windsor Hills Resort' }));
    expect(marker).toHaveClass('is-selected');
    act(() => jest.advanceTimersByTime(499));
    expect({ left: marker.style.left, top: marker.style.top }).toEqual(before);
    act(() => jest.advanceTimersByTime(1));
    // Panned to the place and zoomed in.
    expect({ left: marker.style.left, top: marker.style.top }).not.toEqual(before);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(249));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const info = screen.getByRole('dialog', { name: 'Windsor Hills Resort' });
    expect(within(info).getByText('A guard-gated resort.')).toBeInTheDocument();
    expect(
      within(info).getByRole('link', { name: 'Read more about Windsor Hills Resort' }),
    ).toHaveAttribute('href', '/community/1');
    expect(
      within(info).getByRole('link', { name: 'View Villas on Windsor Hills Resort' }),
    ).toHaveAttribute('href', '/villas?filters[community]=1');
    expect(within(info).getByTitle('Community pool')).toBeInTheDocument();
  });

  test('a marker click selects, opens its group and its info window; a map click clears', () => {
    renderMap();
    fireEvent.click(document.querySelector('[data-map-marker="attraction-9"]')!);
    expect(screen.getByRole('button', { name: /Theme parks & attractions/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const entry = panel().getByRole('button', {
      name: 'SeaWorld Orlando',
    });
    expect(entry).toHaveAttribute('aria-pressed', 'true');
    const info = screen.getByRole('dialog', { name: 'SeaWorld Orlando' });
    expect(
      within(info).getByRole('link', { name: 'Read more about SeaWorld Orlando' }),
    ).toHaveAttribute('href', '/about-florida/theme-parks/9');
    expect(within(info).queryByRole('link', { name: /View Villas/ })).toBeNull();

    fireEvent.pointerDown(plot(), { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(plot(), { clientX: 10, clientY: 10 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(entry).toHaveAttribute('aria-pressed', 'false');
  });

  test('dragging the plot pans it and does not clear the selection', () => {
    renderMap();
    fireEvent.click(document.querySelector('[data-map-marker="community-1"]')!);
    const marker = document.querySelector<HTMLElement>('[data-map-marker="community-1"]')!;
    const before = marker.style.left;
    fireEvent.pointerDown(plot(), { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(plot(), { clientX: 160, clientY: 100 });
    fireEvent.pointerUp(plot(), { clientX: 160, clientY: 100 });
    expect(parseFloat(marker.style.left)).toBeCloseTo(parseFloat(before) + 60, 5);
    expect(screen.getByRole('dialog', { name: 'Windsor Hills Resort' })).toBeInTheDocument();
  });

  test('the plot pans with the arrow keys and Escape clears the selection', () => {
    renderMap();
    fireEvent.click(document.querySelector('[data-map-marker="community-1"]')!);
    const marker = document.querySelector<HTMLElement>('[data-map-marker="community-1"]')!;
    const before = parseFloat(marker.style.left);
    plot().focus();
    fireEvent.keyDown(plot(), { key: 'ArrowLeft' });
    expect(parseFloat(marker.style.left)).toBeCloseTo(before + 80, 5);
    fireEvent.keyDown(plot(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the panel toggles, auto-hides under 992 px unless toggled', () => {
    renderMap();
    const toggle = screen.getByRole('button', { name: 'Hide list' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      setWidth(800);
      window.dispatchEvent(new Event('resize'));
    });
    expect(document.getElementById('map-panel')).not.toBeVisible();
    const show = screen.getByRole('button', { name: 'Show list' });
    fireEvent.click(show);
    expect(document.getElementById('map-panel')).toBeVisible();
    act(() => {
      setWidth(700);
      window.dispatchEvent(new Event('resize'));
    });
    expect(document.getElementById('map-panel')).toBeVisible();
  });

  test('at 576 px an item click closes the panel', () => {
    setWidth(576);
    renderMap();
    expect(document.getElementById('map-panel')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show list' }));
    fireEvent.click(
      panel().getByRole('button', {
        name: 'Emerald Island Resort',
      }),
    );
    expect(document.getElementById('map-panel')).not.toBeVisible();
    act(() => jest.advanceTimersByTime(750));
    expect(screen.getByRole('dialog', { name: 'Emerald Island Resort' })).toBeInTheDocument();
  });

  test('with a key that cannot load (no network), it falls back to the offline plot quietly', async () => {
    const errors = jest.spyOn(console, 'error');
    render(
      <MemoryRouter>
        <MapScreen
          data={{
            ...data,
            settings: { ...data.settings, googleMapsApiKey: 'AIzaTestKey_0123456789' },
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('offline-map')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src*="maps.googleapis.com"]',
    );
    expect(script?.src).toContain('key=AIzaTestKey_0123456789');
    expect(script?.src).toContain('region=GB');
    // The script never arrives: after the loader's time-out the page draws the plot.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('offline-map')).toBeInTheDocument();
    expect([...markers(), ...edges()]).toHaveLength(6);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
