import { COMMUNITY_LETTERS } from '@villa/shared/contract';
import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { NotFoundPage, Spinner, usePageTitle } from '@villa/shared/ui';
import { Link, useParams } from '@villa/shared/router';
import { FacilityList } from '../components/FacilityIcon';
import { LetterNav } from '../components/LetterNav';
import { letterWithCommunities } from '../components/letterWithCommunities';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import '../content.css';

const t = contentTexts.communities;

/**
 * /communities/{letter}: the communities whose name starts with the letter (A to Z in
 * capitals, as the API checks too). Any other "letter" (a, AB, 1) is a page that does not
 * exist: "Page not found", without asking the API. /communities opens on A (the
 * specification's redirect); a letter without communities, A included, says so in the strip
 * and offers the next letter that has some.
 */
export default function CommunityListPage() {
  const { letter = 'A' } = useParams();
  const known = COMMUNITY_LETTERS.includes(letter);
  const { data } = useQuery({ ...contentQueries.communitiesList(letter), enabled: known });
  usePageTitle(known ? t.listHeading(letter) : undefined);
  if (!known) return <NotFoundPage />;
  const offer = data ? letterWithCommunities(data.letters, letter) : null;

  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
      {!data ? (
        <Spinner />
      ) : (
        <>
          <LetterNav letters={data.letters} current={letter} />
          <section aria-labelledby="community-list-heading">
            <h2 id="community-list-heading">{t.listHeading(letter)}</h2>
            {data.communities.length === 0 ? (
              <div className="empty-state">
                <p>{t.none(letter)}</p>
                {offer ? (
                  <p>
                    <Link to={paths.communities(offer.letter)} className="button button--primary">
                      {t.offer(offer.letter, offer.count)}
                    </Link>
                  </p>
                ) : null}
                <p className="muted">{offer ? t.offerHint : t.noneHint}</p>
              </div>
            ) : (
              <ul className="community-cards">
                {data.communities.map((c, index) => (
                  <li key={c.comId} className="card community-card">
                    <img
                      className="community-card__image"
                      src={c.image.imgUrl}
                      alt=""
                      width={800}
                      height={450}
                      // The first card's picture is the page's largest paint: not lazy, first.
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                    />
                    <div className="community-card__body">
                      <h3>
                        <Link to={paths.community(c.comId)}>{c.fullName}</Link>
                      </h3>
                      <p className="muted">{c.town}</p>
                      <p>{c.shortDesc}</p>
                      <FacilityList facilities={c.facilities} compact />
                      <p className="community-card__links">
                        <Link
                          to={paths.villasInCommunity(c.comId)}
                          className="button button--primary"
                        >
                          {t.viewVillas(c.name)}
                        </Link>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
