import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { MapResponse, MapSettings } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { Spinner } from '@villa/shared/ui';
import { contentTexts } from '../texts';
import { InfoWindow, type InfoContent } from './InfoWindow';
import { itemKey, type GroupId, type MapItem } from './mapPanel';
import { loadGoogleMaps, onGoogleAuthFailure } from './loadGoogleMaps';
import { OfflinePlot, type MapViewProps } from './OfflinePlot';
import { SidePanel, type MapGroup } from './SidePanel';
import { useMapPanel } from './useMapPanel';
import './map.css';

const GoogleMapView = lazy(() => import('./GoogleMapView'));

const t = contentTexts.map;
const GROUPS: readonly GroupId[] = ['communities', 'attractions'];

export function mapItemsOf(data: MapResponse): MapItem[] {
  return [
    ...data.communities.map((c) => ({
      key: itemKey('community', c.comId),
      kind: 'community' as const,
      group: 'communities' as const,
      name: c.name,
      lat: c.lat,
      lon: c.lon,
    })),
    ...data.attractions.map((a) => ({
      key: itemKey('attraction', a.aboutId),
      kind: 'attraction' as const,
      group: 'attractions' as const,
      name: a.name,
      lat: a.lat,
      lon: a.lon,
    })),
    ...data.airports.map((a) => ({
      key: itemKey('airport', a.iata),
      kind: 'airport' as const,
      group: null,
      name: `${a.name} (${a.iata})`,
      lat: a.lat,
      lon: a.lon,
    })),
  ];
}

function infoContentOf(data: MapResponse, item: MapItem): InfoContent {
  const id = item.key.slice(item.kind.length + 1);
  if (item.kind === 'community') {
    const c = data.communities.find((x) => String(x.comId) === id);
    if (c) {
      return {
        name: c.name,
        description: c.description,
        image: c.image,
        readMorePath: paths.community(c.comId),
        villasPath: paths.villasInCommunity(c.comId),
        facilities: c.facilities,
      };
    }
  }
  if (item.kind === 'attraction') {
    const a = data.attractions.find((x) => String(x.aboutId) === id);
    if (a) {
      return {
        name: a.name,
        description: a.description,
        image: a.image,
        readMorePath: paths.themePark(a.aboutId),
        villasPath: null,
        facilities: [],
      };
    }
  }
  return {
    name: item.name,
    description: t.airport,
    image: null,
    readMorePath: null,
    villasPath: null,
    facilities: [],
  };
}

type MapMode = { kind: 'offline' } | { kind: 'loading' } | { kind: 'google'; maps: unknown };

/** Google when a key is configured and the API loads; the offline plot otherwise. */
function useMapMode(settings: MapSettings): MapMode {
  const key = settings.googleMapsApiKey;
  const [mode, setMode] = useState<MapMode>(key ? { kind: 'loading' } : { kind: 'offline' });
  useEffect(() => {
    if (!key) return;
    let active = true;
    loadGoogleMaps(key, settings.region).then(
      (maps) => active && setMode({ kind: 'google', maps }),
      () => active && setMode({ kind: 'offline' }),
    );
    const stop = onGoogleAuthFailure(() => active && setMode({ kind: 'offline' }));
    return () => {
      active = false;
      stop();
    };
  }, [key, settings.region]);
  return mode;
}

export interface MapScreenProps {
  data: MapResponse;
  /** A community to select at start (?community={id}, from a community page). */
  initialCommunityId?: string | null;
}

/** The map page's body: heading, the side panel and the map (Google or offline). */
export function MapScreen({ data, initialCommunityId = null }: MapScreenProps) {
  const items = useMemo(() => mapItemsOf(data), [data]);
  const panel = useMapPanel(items, GROUPS);
  const mode = useMapMode(data.settings);
  const { selectFromList } = panel;

  useEffect(() => {
    if (!initialCommunityId) return;
    const item = items.find((i) => i.key === itemKey('community', initialCommunityId));
    if (item) selectFromList(item);
  }, [initialCommunityId, items, selectFromList]);

  const groups: MapGroup[] = GROUPS.map((id) => ({
    id,
    title: t.groups[id],
    items: items.filter((i) => i.group === id),
  }));

  const viewProps: MapViewProps = {
    allItems: items,
    items: panel.visible,
    selectedKey: panel.state.selected,
    hoveredKey: panel.state.hovered,
    infoKey: panel.infoKey,
    focus: panel.focus,
    onMarkerClick: panel.selectMarker,
    onMapClick: panel.clearSelection,
    renderInfo: (item) => (
      <InfoWindow content={infoContentOf(data, item)} onClose={panel.clearSelection} />
    ),
    initialView: { center: data.settings.center, zoom: data.settings.zoom },
  };

  return (
    <div className="map-page">
      <div className="page-heading">
        <h1>{data.heading}</h1>
        {data.intro ? <p>{data.intro}</p> : null}
      </div>
      <div className="map-toolbar">
        <button
          type="button"
          className="button"
          aria-expanded={panel.state.panelOpen}
          aria-controls="map-panel"
          onClick={panel.togglePanel}
        >
          {panel.state.panelOpen ? t.hidePanel : t.showPanel}
        </button>
      </div>
      <div className={panel.state.panelOpen ? 'map-layout has-panel' : 'map-layout'}>
        <SidePanel
          id="map-panel"
          groups={groups}
          panel={panel}
          notPlaced={data.communitiesWithoutPosition}
        />
        <div className="map-area">
          {mode.kind === 'google' && data.settings.googleMapsApiKey ? (
            <Suspense fallback={<Spinner />}>
              <GoogleMapView
                {...viewProps}
                maps={mode.maps}
                settings={{ ...data.settings, googleMapsApiKey: data.settings.googleMapsApiKey }}
              />
            </Suspense>
          ) : mode.kind === 'loading' ? (
            <Spinner />
          ) : (
            <OfflinePlot {...viewProps} />
          )}
        </div>
      </div>
    </div>
  );
}
