import {
  MAP_CONSTANTS,
  groupVisibility,
  initialPanelState,
  panelReducer,
  visibleItems,
  type MapItem,
  type PanelState,
} from './mapPanel';

const texts = {
  hideAll: 'Hide all',
  showAll: 'Show all',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
};

const community = (id: number): MapItem => ({
  key: `community-${id}`,
  kind: 'community',
  group: 'communities',
  name: `Community ${id}`,
  lat: 28.3,
  lon: -81.6,
});
const attraction = (id: number): MapItem => ({
  key: `attraction-${id}`,
  kind: 'attraction',
  group: 'attractions',
  name: `Park ${id}`,
  lat: 28.4,
  lon: -81.5,
});
const airport: MapItem = {
  key: 'airport-MCO',
  kind: 'airport',
  group: null,
  name: 'MCO',
  lat: 28.43,
  lon: -81.31,
};

const communities = [community(1), community(2), community(3)];
const attractions = [attraction(1), attraction(2)];
const wide = initialPanelState(['communities', 'attractions'], 1280);

const run = (state: PanelState, ...actions: Parameters<typeof panelReducer>[1][]) =>
  actions.reduce(panelReducer, state);

describe('map panel', () => {
  test('starts with the first group open and every marker shown', () => {
    expect(wide).toMatchObject({ openGroup: 'communities', hidden: [], selected: null });
  });

  test('opens one group at a time and can close the open one', () => {
    const opened = run(wide, { type: 'toggleGroupOpen', group: 'attractions' });
    expect(opened.openGroup).toBe('attractions');
    expect(run(opened, { type: 'toggleGroupOpen', group: 'attractions' }).openGroup).toBeNull();
    expect(run(opened, { type: 'toggleGroupOpen', group: 'communities' }).openGroup).toBe(
      'communities',
    );
  });

  describe('tri-state group checkbox', () => {
    test('says "Hide all" when all are shown, and hides all', () => {
      expect(groupVisibility(communities, wide.hidden, texts)).toEqual({
        state: 'all',
        shown: 3,
        total: 3,
        label: 'Hide all',
      });
      const hidden = run(wide, { type: 'toggleGroupVisibility', items: communities });
      expect(groupVisibility(communities, hidden.hidden, texts)).toMatchObject({
        state: 'none',
        shown: 0,
        label: 'Show all',
      });
      // The other group is untouched.
      expect(groupVisibility(attractions, hidden.hidden, texts).state).toBe('all');
    });

    test('says "Showing X of Y" when some are shown, and then shows all', () => {
      const some = run(wide, { type: 'toggleItem', key: 'community-2' });
      expect(groupVisibility(communities, some.hidden, texts)).toEqual({
        state: 'some',
        shown: 2,
        total: 3,
        label: 'Showing 2 of 3',
      });
      const all = run(some, { type: 'toggleGroupVisibility', items: communities });
      expect(groupVisibility(communities, all.hidden, texts).state).toBe('all');
    });

    test('"Show all" after "Hide all" brings every marker back', () => {
      const state = run(
        wide,
        { type: 'toggleGroupVisibility', items: communities },
        { type: 'toggleGroupVisibility', items: communities },
      );
      expect(state.hidden).toEqual([]);
    });

    test('counts items hidden one by one', () => {
      const state = run(
        wide,
        { type: 'toggleItem', key: 'community-1' },
        { type: 'toggleItem', key: 'community-2' },
        { type: 'toggleItem', key: 'community-3' },
      );
      expect(groupVisibility(communities, state.hidden, texts).label).toBe('Show all');
      const back = run(state, { type: 'toggleItem', key: 'community-3' });
      expect(groupVisibility(communities, back.hidden, texts).label).toBe('Showing 1 of 3');
    });
  });

  test('the visible markers are the items not hidden, airports always', () => {
    const state = run(wide, { type: 'toggleGroupVisibility', items: attractions });
    expect(
      visibleItems([...communities, ...attractions, airport], state.hidden).map((i) => i.key),
    ).toEqual(['community-1', 'community-2', 'community-3', 'airport-MCO']);
  });

  describe('selection', () => {
    test('a list click selects the item and shows it if hidden', () => {
      const state = run(
        wide,
        { type: 'toggleItem', key: 'community-2' },
        { type: 'selectFromList', item: community(2), widthPx: 1280 },
      );
      expect(state.selected).toBe('community-2');
      expect(state.hidden).not.toContain('community-2');
      expect(state.panelOpen).toBe(true);
    });

    test('a marker click selects and opens the group of its list entry', () => {
      const state = run(wide, { type: 'selectMarker', item: attraction(2) });
      expect(state).toMatchObject({ selected: 'attraction-2', openGroup: 'attractions' });
    });

    test('an airport marker click selects it and leaves the panel as it is', () => {
      const state = run(wide, { type: 'selectMarker', item: airport });
      expect(state).toMatchObject({ selected: 'airport-MCO', openGroup: 'communities' });
    });

    test('a map click clears the selection', () => {
      const state = run(
        wide,
        { type: 'selectMarker', item: community(1) },
        { type: 'clearSelection' },
      );
      expect(state.selected).toBeNull();
    });

    test('hiding the selected item clears the selection', () => {
      const selected = run(wide, { type: 'selectMarker', item: community(1) });
      expect(run(selected, { type: 'toggleItem', key: 'community-1' }).selected).toBeNull();
      expect(
        run(selected, { type: 'toggleGroupVisibility', items: communities }).selected,
      ).toBeNull();
      expect(run(selected, { type: 'toggleGroupVisibility', items: attractions }).selected).toBe(
        'community-1',
      );
    });

    test('hovering marks one item at a time', () => {
      const state = run(wide, { type: 'hover', key: 'community-1' });
      expect(state.hovered).toBe('community-1');
      expect(run(state, { type: 'hover', key: null }).hovered).toBeNull();
    });
  });

  describe('breakpoints', () => {
    test(`the panel starts open at ${MAP_CONSTANTS.autoHideBelowPx} px and hidden below`, () => {
      expect(initialPanelState(['communities'], 992).panelOpen).toBe(true);
      expect(initialPanelState(['communities'], 991).panelOpen).toBe(false);
      expect(initialPanelState(['communities'], 375).panelOpen).toBe(false);
    });

    test('follows the width until the user toggles it', () => {
      const narrowed = run(wide, { type: 'resize', widthPx: 800 });
      expect(narrowed.panelOpen).toBe(false);
      expect(run(narrowed, { type: 'resize', widthPx: 1200 }).panelOpen).toBe(true);
      const toggled = run(narrowed, { type: 'togglePanel' });
      expect(toggled).toMatchObject({ panelOpen: true, userToggledPanel: true });
      // Once toggled, a resize no longer hides it.
      expect(run(toggled, { type: 'resize', widthPx: 700 }).panelOpen).toBe(true);
    });

    test('an item click closes the panel at 576 px or narrower, not wider', () => {
      const phone = run(initialPanelState(['communities'], 576), { type: 'togglePanel' });
      expect(phone.panelOpen).toBe(true);
      expect(
        run(phone, { type: 'selectFromList', item: community(1), widthPx: 576 }).panelOpen,
      ).toBe(false);
      const tablet = run(initialPanelState(['communities'], 577), { type: 'togglePanel' });
      expect(
        run(tablet, { type: 'selectFromList', item: community(1), widthPx: 577 }).panelOpen,
      ).toBe(true);
    });

    test('a marker click never closes the panel', () => {
      const phone = run(initialPanelState(['communities'], 375), { type: 'togglePanel' });
      expect(run(phone, { type: 'selectMarker', item: community(1) }).panelOpen).toBe(true);
    });
  });
});
