import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Spinner } from '@villa/shared/ui';
import { Link } from '@villa/shared/router';
import { groupBy } from '../components/groupBy';
import { JumpLink } from '../components/JumpLink';
import { contentTexts } from '../texts';
import { contentQueries } from '../api';

const t = contentTexts.themeParks;

const resortId = (resort: string) => `resort-${resort.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** /about-florida/theme-parks: every park, grouped by resort. */
export function ThemeParksList() {
  const { data } = useQuery(contentQueries.themeParks());
  if (!data) return <Spinner />;
  const groups = groupBy(data.parks, (park) => park.resort);
  return (
    <article className="content-page">
      <p className="back-link">
        <Link to={paths.aboutFlorida()}>{contentTexts.about.back}</Link>
      </p>
      <div className="page-heading">
        <h1>{data.heading}</h1>
        {data.intro ? <p>{data.intro}</p> : null}
      </div>
      <nav aria-label={t.resortsLabel} className="jump-list">
        <ul>
          {groups.map(([resort]) => (
            <li key={resort}>
              <JumpLink to={resortId(resort)}>{resort}</JumpLink>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([resort, parks]) => (
        <section key={resort} aria-labelledby={resortId(resort)} className="park-group">
          <h2 id={resortId(resort)} tabIndex={-1}>
            {resort}
          </h2>
          <ul className="card-grid">
            {parks.map((p) => (
              <li key={p.parkId}>
                <Link to={paths.themePark(p.parkId)} className="card link-card section-card">
                  <img src={p.image.imgUrl} alt="" loading="lazy" className="section-card__image" />
                  <h3>{p.name}</h3>
                  <p className="muted small">
                    {t.opened(p.opened)} · {t.rides(p.rideCount)}
                  </p>
                  <p>{p.shortDesc}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
