// The part of google-map-react 2.2 this remote uses (the package ships no types).
declare module 'google-map-react' {
  import type { ComponentType, ReactNode } from 'react';

  export interface Coords {
    lat: number;
    lng: number;
  }

  export interface GoogleMapReactProps {
    bootstrapURLKeys?: { key: string; region?: string; language?: string };
    googleMapLoader?: (bootstrapURLKeys: unknown) => Promise<unknown>;
    defaultCenter?: Coords;
    defaultZoom?: number;
    yesIWantToUseGoogleMapApiInternals?: boolean;
    onGoogleApiLoaded?: (api: { map: unknown; maps: unknown }) => void;
    onClick?: (value: { lat: number; lng: number; x: number; y: number }) => void;
    options?: Record<string, unknown>;
    children?: ReactNode;
  }

  const GoogleMapReact: ComponentType<GoogleMapReactProps>;
  export default GoogleMapReact;
}
