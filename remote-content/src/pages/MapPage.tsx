import { useQuery } from '@villa/shared/query';
import { Spinner } from '@villa/shared/ui';
import { useSearchParams } from '@villa/shared/router';
import { contentQueries } from '../api';
import { MapScreen } from '../map/MapScreen';
import '../content.css';

/** /about-florida/map: the communities, attractions and airports on one map. */
export default function MapPage() {
  const { data } = useQuery(contentQueries.map());
  const [search] = useSearchParams();
  if (!data) return <Spinner />;
  return <MapScreen data={data} initialCommunityId={search.get('community')} />;
}
