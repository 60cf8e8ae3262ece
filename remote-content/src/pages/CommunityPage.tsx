import type { CommunityDetail } from '@villa/shared/contract';
import { texts } from '@villa/shared/texts';
import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Spinner, usePageTitle } from '@villa/shared/ui';
import { Link, useParams } from '@villa/shared/router';
import { FactList } from '@villa/shared/villa-ui';
import { FacilityList } from '../components/FacilityIcon';
import { HeroImage } from '../components/HeroImage';
import { Markdown } from '../components/Markdown';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import '../content.css';

const t = contentTexts.community;
const DISTANCE_KEYS = ['magicKingdom', 'epcot', 'universal', 'mco'] as const;

function Distances({ community }: { community: CommunityDetail }) {
  const rows = DISTANCE_KEYS.filter((k) => community.distances[k] !== undefined);
  return (
    <section className="card" aria-labelledby="community-distances">
      <h2 id="community-distances">{t.distancesHeading}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t.noDistances}</p>
      ) : (
        <>
          <FactList
            facts={rows.map((k) => ({
              key: k,
              label: t.distanceLabels[k],
              value: t.minutes(community.distances[k] as number),
            }))}
          />
          <p className="muted small">
            {community.coordApproximate ? t.distancesApproximateNote : t.distancesNote}
          </p>
        </>
      )}
    </section>
  );
}

function Position({ community }: { community: CommunityDetail }) {
  const placed = community.lat !== null && community.lon !== null;
  return (
    <section className="card" aria-labelledby="community-position">
      <h2 id="community-position">{t.positionHeading}</h2>
      {placed ? (
        <>
          <p>{t.coordinates(community.lat as number, community.lon as number)}</p>
          {community.coordApproximate ? (
            <p className="muted small">{t.positionApproximate}</p>
          ) : null}
          <p>
            <Link to={`${paths.aboutFlorida('map')}?community=${community.comId}`}>
              {t.showOnMap}
            </Link>
          </p>
        </>
      ) : (
        <p className="muted">{t.noPosition}</p>
      )}
      <p>
        <a href={community.mapUrl} target="_blank" rel="noopener noreferrer">
          {placed ? t.openInGoogleMaps : t.searchInGoogleMaps}
          <span className="visually-hidden"> {texts.opensInNewTab}</span>
        </a>
      </p>
    </section>
  );
}

/** /community/{id}: what a community offers, where it is, and a link to its villas. */
export default function CommunityPage() {
  const { id = '' } = useParams();
  const { data } = useQuery(contentQueries.community(id));
  usePageTitle(data?.community.fullName);
  if (!data) return <Spinner />;
  const c = data.community;
  const letter = c.name.charAt(0).toUpperCase();

  return (
    <article className="content-page">
      <p className="back-link">
        <Link to={paths.communities(letter)}>{t.backToLetter(letter)}</Link>
      </p>
      <div className="page-heading">
        <h1>{c.fullName}</h1>
        <p>{c.shortDesc}</p>
      </div>
      <div className="two-column content-columns">
        <div className="content-main">
          <HeroImage image={c.image} />
          <p>
            <Link to={paths.villasInCommunity(c.comId)} className="button button--primary">
              {contentTexts.communities.viewVillas(c.name)}
            </Link>
          </p>
          <section aria-labelledby="community-about">
            <h2 id="community-about">{t.aboutHeading(c.name)}</h2>
            <Markdown>{c.description}</Markdown>
          </section>
          <section aria-labelledby="community-facilities">
            <h2 id="community-facilities">{t.facilitiesHeading}</h2>
            {c.facilities.length === 0 ? (
              <p className="muted">{t.noFacilities}</p>
            ) : (
              <FacilityList facilities={c.facilities} />
            )}
          </section>
        </div>
        <aside className="content-aside">
          <section className="card" aria-labelledby="community-glance">
            <h2 id="community-glance">{t.detailsHeading}</h2>
            <FactList
              facts={[
                { label: t.town, value: c.town },
                ...(c.county ? [{ label: t.county, value: c.county }] : []),
                { label: t.gated, value: t.gatedValue(c.gated) },
              ]}
            />
          </section>
          <Distances community={c} />
          <Position community={c} />
        </aside>
      </div>
    </article>
  );
}
