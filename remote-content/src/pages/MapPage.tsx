import type { MapResponse } from '@villa/shared/contract';
import { useApiQuery } from '@villa/shared/api';
import { Spinner } from '@villa/shared/ui';
import { useSearchParams } from '@villa/shared/router';
import { contentApi } from '../contentApi';
import { MapScreen } from '../map/MapScreen';
import '../content.css';

/** /about-florida/map: the communities, attractions and airports on one map. */
export default function MapPage() {
  const { data } = useApiQuery<MapResponse>(contentApi.map());
  const [search] = useSearchParams();
  if (!data) return <Spinner />;
  return <MapScreen data={data} initialCommunityId={search.get('community')} />;
}
