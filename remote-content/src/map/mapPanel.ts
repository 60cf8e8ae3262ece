/*
 * The map page's panel and selection rules (docs/florida-content.md, The map), as
 * pure functions so they are tested without a map: one accordion open at a time (the first at
 * start), a tri-state "Hide all / Show all / Showing X of Y" per group, per-item visibility,
 * selection, and the panel's behaviour at the 992 px and 576 px breakpoints.
 */

export const MAP_CONSTANTS = {
  initialZoom: 12,
  selectedZoom: 15,
  panDelayMs: 500,
  infoWindowDelayMs: 750,
  /** Below this width the panel starts (and stays) hidden unless the user toggled it. */
  autoHideBelowPx: 992,
  /** At this width or narrower an item click closes the panel. */
  closeOnItemClickAtOrBelowPx: 576,
  heightPx: 650,
  infoWindowMaxWidthPx: 500,
  region: 'GB',
} as const;

export type GroupId = 'communities' | 'attractions';
export type MarkerKind = 'community' | 'attraction' | 'airport';

export interface MapItem {
  /** Unique across the map, e.g. "community-1". */
  key: string;
  kind: MarkerKind;
  /** null for airports, which have no list. */
  group: GroupId | null;
  name: string;
  lat: number;
  lon: number;
}

export interface PanelState {
  /** The one expanded accordion section, or none. */
  openGroup: GroupId | null;
  /** Keys of the items whose markers are hidden. */
  hidden: readonly string[];
  selected: string | null;
  hovered: string | null;
  panelOpen: boolean;
  /** The user has pressed the panel toggle: the width no longer decides. */
  userToggledPanel: boolean;
}

export const itemKey = (kind: MarkerKind, id: number | string) => `${kind}-${id}`;

export function initialPanelState(groups: readonly GroupId[], widthPx: number): PanelState {
  return {
    openGroup: groups[0] ?? null,
    hidden: [],
    selected: null,
    hovered: null,
    panelOpen: widthPx >= MAP_CONSTANTS.autoHideBelowPx,
    userToggledPanel: false,
  };
}

export type TriState = 'all' | 'some' | 'none';

export interface GroupVisibility {
  state: TriState;
  shown: number;
  total: number;
  /** What the checkbox says: "Hide all" when all are shown, "Show all" when none are. */
  label: string;
}

export function groupVisibility(
  items: readonly MapItem[],
  hidden: readonly string[],
  texts: { hideAll: string; showAll: string; showing: (shown: number, total: number) => string },
): GroupVisibility {
  const total = items.length;
  const shown = items.filter((i) => !hidden.includes(i.key)).length;
  const state: TriState = total > 0 && shown === total ? 'all' : shown === 0 ? 'none' : 'some';
  const label =
    state === 'all'
      ? texts.hideAll
      : state === 'none'
        ? texts.showAll
        : texts.showing(shown, total);
  return { state, shown, total, label };
}

export type PanelAction =
  | { type: 'toggleGroupOpen'; group: GroupId }
  | { type: 'toggleGroupVisibility'; items: readonly MapItem[] }
  | { type: 'toggleItem'; key: string }
  | { type: 'selectFromList'; item: MapItem; widthPx: number }
  | { type: 'selectMarker'; item: MapItem }
  | { type: 'clearSelection' }
  | { type: 'hover'; key: string | null }
  | { type: 'togglePanel' }
  | { type: 'resize'; widthPx: number };

function without(list: readonly string[], keys: readonly string[]) {
  return list.filter((k) => !keys.includes(k));
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'toggleGroupOpen':
      return { ...state, openGroup: state.openGroup === action.group ? null : action.group };

    case 'toggleGroupVisibility': {
      const keys = action.items.map((i) => i.key);
      const allShown = keys.every((k) => !state.hidden.includes(k));
      if (allShown) {
        // Hide all; a selected item among them is no longer on the map.
        const selected = state.selected && keys.includes(state.selected) ? null : state.selected;
        return { ...state, hidden: [...without(state.hidden, keys), ...keys], selected };
      }
      // None or some shown: show all.
      return { ...state, hidden: without(state.hidden, keys) };
    }

    case 'toggleItem': {
      if (state.hidden.includes(action.key)) {
        return { ...state, hidden: without(state.hidden, [action.key]) };
      }
      return {
        ...state,
        hidden: [...state.hidden, action.key],
        selected: state.selected === action.key ? null : state.selected,
      };
    }

    case 'selectFromList':
      return {
        ...state,
        selected: action.item.key,
        // Choosing an item shows it, even if its marker was hidden.
        hidden: without(state.hidden, [action.item.key]),
        panelOpen:
          action.widthPx <= MAP_CONSTANTS.closeOnItemClickAtOrBelowPx ? false : state.panelOpen,
      };

    case 'selectMarker':
      return {
        ...state,
        selected: action.item.key,
        // Its list entry must be visible to scroll to: open its group.
        openGroup: action.item.group ?? state.openGroup,
      };

    case 'clearSelection':
      return state.selected === null ? state : { ...state, selected: null };

    case 'hover':
      return state.hovered === action.key ? state : { ...state, hovered: action.key };

    case 'togglePanel':
      return { ...state, panelOpen: !state.panelOpen, userToggledPanel: true };

    case 'resize': {
      if (state.userToggledPanel) return state;
      const panelOpen = action.widthPx >= MAP_CONSTANTS.autoHideBelowPx;
      return panelOpen === state.panelOpen ? state : { ...state, panelOpen };
    }
  }
}

/** The markers on the map: every item not hidden (airports are never hidden). */
export function visibleItems(items: readonly MapItem[], hidden: readonly string[]): MapItem[] {
  return items.filter((i) => !hidden.includes(i.key));
}
