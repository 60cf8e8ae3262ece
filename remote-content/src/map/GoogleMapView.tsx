import GoogleMapReact from 'google-map-react';
import { useEffect, useRef } from 'react';
import type { MapSettings } from '@villa/shared/contract';
import { MAP_CONSTANTS } from './mapPanel';
import { MarkerPin } from './MarkerPin';
import type { MapViewProps } from './OfflinePlot';

interface GoogleMapInstance {
  panTo(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
}

export interface GoogleMapViewProps extends MapViewProps {
  /** The loaded google.maps namespace (loadGoogleMaps). */
  maps: unknown;
  settings: MapSettings & { googleMapsApiKey: string };
}

function InfoAnchor({ children }: { lat: number; lng: number; children: React.ReactNode }) {
  return <div className="google-map__info">{children}</div>;
}

/** The Google map: mounted only once the API has loaded with a configured key. */
export default function GoogleMapView(props: GoogleMapViewProps) {
  const { settings, items, focus, infoKey } = props;
  const map = useRef<GoogleMapInstance | null>(null);

  useEffect(() => {
    if (!focus || !map.current) return;
    map.current.panTo(focus.center);
    if (focus.zoom !== null) map.current.setZoom(focus.zoom);
  }, [focus]);

  const infoItem = infoKey ? items.find((i) => i.key === infoKey) : undefined;

  return (
    <div className="google-map" style={{ height: MAP_CONSTANTS.heightPx }}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: settings.googleMapsApiKey, region: settings.region }}
        googleMapLoader={() => Promise.resolve(props.maps)}
        defaultCenter={settings.center}
        defaultZoom={settings.zoom}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={({ map: instance }) => {
          map.current = instance as GoogleMapInstance;
        }}
        onClick={props.onMapClick}
        options={{ clickableIcons: false }}
      >
        {items.map((item) => (
          <MarkerPin
            key={item.key}
            lat={item.lat}
            lng={item.lon}
            item={item}
            selected={props.selectedKey === item.key}
            bouncing={props.hoveredKey === item.key}
            onClick={props.onMarkerClick}
          />
        ))}
        {infoItem ? (
          <InfoAnchor key={`info-${infoItem.key}`} lat={infoItem.lat} lng={infoItem.lon}>
            {props.renderInfo(infoItem)}
          </InfoAnchor>
        ) : null}
      </GoogleMapReact>
    </div>
  );
}
