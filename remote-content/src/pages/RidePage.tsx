import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner, usePageTitle } from '@villa/shared/ui';
import { Link, useParams } from '@villa/shared/router';
import { FactList } from '@villa/shared/villa-ui';
import { HeroImage } from '../components/HeroImage';
import { ThrillBadge } from '../components/ThrillBadge';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import '../content.css';

const t = contentTexts.ride;

/** /about-florida/theme-parks/{parkId}/{rideId}: one ride (404 if it is not that park's). */
export default function RidePage() {
  const { parkId = '', rideId = '' } = useParams();
  const { data } = useQuery(contentQueries.ride(parkId, rideId));
  usePageTitle(data ? `${data.ride.name}, ${data.park.name}` : undefined);
  if (!data) return <Spinner />;
  const { ride, park, otherRides } = data;
  return (
    <article className="content-page">
      <p className="back-link">
        <Link to={paths.themePark(park.parkId)}>{t.backToPark(park.name)}</Link>
      </p>
      <div className="page-heading">
        <h1>{ride.name}</h1>
        <p>
          <Link to={paths.themePark(park.parkId)}>{park.name}</Link>
        </p>
      </div>
      <div className="two-column content-columns">
        <div className="content-main">
          <HeroImage image={ride.image} />
          <p className="lead">{ride.description}</p>
          {ride.notes ? <Alert title={t.noteHeading}>{ride.notes}</Alert> : null}
        </div>
        <aside className="content-aside">
          <section className="card" aria-labelledby="ride-facts">
            <h2 id="ride-facts">{t.detailsHeading}</h2>
            <FactList
              facts={[
                { label: t.park, value: park.name },
                { label: t.type, value: ride.type },
                { label: t.height, value: contentTexts.themeParks.height(ride.minHeight) },
                { label: t.thrill, value: <ThrillBadge thrill={ride.thrill} /> },
                { label: t.opened, value: ride.opened ?? t.unknown },
              ]}
            />
          </section>
        </aside>
      </div>
      {otherRides.length > 0 ? (
        <section aria-labelledby="ride-others">
          <h2 id="ride-others">{t.otherRides(park.name)}</h2>
          <ul className="link-list">
            {otherRides.map((r) => (
              <li key={r.rideId}>
                <Link to={paths.ride(park.parkId, r.rideId)}>{r.name}</Link>{' '}
                <ThrillBadge thrill={r.thrill} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
