import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Spinner, usePageTitle } from '@villa/shared/ui';
import { Link, useParams } from '@villa/shared/router';
import { FactList } from '@villa/shared/villa-ui';
import { HeroImage } from '../components/HeroImage';
import { Markdown } from '../components/Markdown';
import { ThrillBadge } from '../components/ThrillBadge';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import '../content.css';

const t = contentTexts.themeParks;

/** /about-florida/theme-parks/{parkId}: the park and its rides with height and thrill level. */
export default function ThemeParkPage() {
  const { parkId = '' } = useParams();
  const { data } = useQuery(contentQueries.themePark(parkId));
  usePageTitle(data?.park.name);
  if (!data) return <Spinner />;
  const { park } = data;
  return (
    <article className="content-page">
      <p className="back-link">
        <Link to={paths.aboutFlorida('theme-parks')}>{t.allParks}</Link>
      </p>
      <div className="page-heading">
        <h1>{park.name}</h1>
        <p>{park.shortDesc}</p>
      </div>
      <div className="two-column content-columns">
        <div className="content-main">
          <HeroImage image={park.image} />
          <Markdown>{park.description}</Markdown>
        </div>
        <aside className="content-aside">
          <section className="card">
            <FactList
              facts={[
                { label: t.resort, value: park.resort },
                { label: t.operator, value: park.operator },
                { label: t.kind, value: park.kind },
                { label: t.openedLabel, value: park.openedNote ?? park.opened },
              ]}
            />
          </section>
        </aside>
      </div>
      <section aria-labelledby="park-rides">
        <h2 id="park-rides">{t.ridesHeading(park.name)}</h2>
        {park.rides.length === 0 ? (
          <p className="muted">{t.noRides}</p>
        ) : (
          <div className="table-scroll">
            <table className="rides-table">
              <thead>
                <tr>
                  <th scope="col">{t.rideColumns.name}</th>
                  <th scope="col">{t.rideColumns.type}</th>
                  <th scope="col">{t.rideColumns.height}</th>
                  <th scope="col">{t.rideColumns.thrill}</th>
                  <th scope="col">{t.rideColumns.opened}</th>
                </tr>
              </thead>
              <tbody>
                {park.rides.map((r) => (
                  <tr key={r.rideId}>
                    <th scope="row">
                      <Link to={paths.ride(park.parkId, r.rideId)}>{r.name}</Link>
                    </th>
                    <td data-label={t.rideColumns.type}>{r.type}</td>
                    <td data-label={t.rideColumns.height}>{t.height(r.minHeight)}</td>
                    <td data-label={t.rideColumns.thrill}>
                      <ThrillBadge thrill={r.thrill} />
                    </td>
                    <td data-label={t.rideColumns.opened}>{r.opened ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}
