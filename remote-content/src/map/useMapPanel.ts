import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  MAP_CONSTANTS,
  initialPanelState,
  panelReducer,
  visibleItems,
  type GroupId,
  type MapItem,
} from './mapPanel';
import type { LatLng } from './projection';

/** Asks the map to show a place: applied once per `seq`. */
export interface FocusCommand {
  seq: number;
  center: LatLng;
  /** null keeps the current zoom. */
  zoom: number | null;
}

const viewportWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/**
 * The map page's state: panel rules from mapPanel.ts plus the timing of a selection (pan and
 * zoom after 500 ms, info window after 750 ms), the width breakpoints and the list scrolling.
 */
export function useMapPanel(items: readonly MapItem[], groups: readonly GroupId[]) {
  const [state, dispatch] = useReducer(panelReducer, undefined, () =>
    initialPanelState(groups, viewportWidth()),
  );
  const [infoKey, setInfoKey] = useState<string | null>(null);
  const [focus, setFocus] = useState<FocusCommand | null>(null);
  const [scrollTo, setScrollTo] = useState<{ key: string; seq: number } | null>(null);
  const timers = useRef<number[]>([]);
  const seq = useRef(0);

  const clearTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };

  useEffect(() => {
    const onResize = () => dispatch({ type: 'resize', widthPx: viewportWidth() });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimers();
    };
  }, []);

  const selectFromList = useCallback((item: MapItem) => {
    clearTimers();
    setInfoKey(null);
    dispatch({ type: 'selectFromList', item, widthPx: viewportWidth() });
    timers.current.push(
      window.setTimeout(() => {
        seq.current += 1;
        setFocus({
          seq: seq.current,
          center: { lat: item.lat, lng: item.lon },
          zoom: MAP_CONSTANTS.selectedZoom,
        });
      }, MAP_CONSTANTS.panDelayMs),
      window.setTimeout(() => setInfoKey(item.key), MAP_CONSTANTS.infoWindowDelayMs),
    );
  }, []);

  const selectMarker = useCallback((item: MapItem) => {
    clearTimers();
    dispatch({ type: 'selectMarker', item });
    seq.current += 1;
    setFocus({ seq: seq.current, center: { lat: item.lat, lng: item.lon }, zoom: null });
    setInfoKey(item.key);
    if (item.group) setScrollTo({ key: item.key, seq: seq.current });
  }, []);

  const clearSelection = useCallback(() => {
    clearTimers();
    dispatch({ type: 'clearSelection' });
  }, []);
  const hover = useCallback((key: string | null) => dispatch({ type: 'hover', key }), []);
  const toggleItem = useCallback((key: string) => dispatch({ type: 'toggleItem', key }), []);
  const toggleGroupOpen = useCallback(
    (group: GroupId) => dispatch({ type: 'toggleGroupOpen', group }),
    [],
  );
  const toggleGroupVisibility = useCallback(
    (groupItems: readonly MapItem[]) =>
      dispatch({ type: 'toggleGroupVisibility', items: groupItems }),
    [],
  );
  const togglePanel = useCallback(() => dispatch({ type: 'togglePanel' }), []);

  const visible = useMemo(() => visibleItems(items, state.hidden), [items, state.hidden]);

  return {
    state,
    visible,
    // The info window belongs to the selection: it closes when the selection goes.
    infoKey: infoKey !== null && state.selected === infoKey ? infoKey : null,
    focus,
    scrollTo,
    selectFromList,
    selectMarker,
    clearSelection,
    hover,
    toggleItem,
    toggleGroupOpen,
    toggleGroupVisibility,
    togglePanel,
  };
}

export type MapPanelController = ReturnType<typeof useMapPanel>;
