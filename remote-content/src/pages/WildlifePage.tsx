import type { WildlifeItem } from '@villa/shared/contract';
import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Spinner } from '@villa/shared/ui';
import { Link } from '@villa/shared/router';
import { FactList } from '@villa/shared/villa-ui';
import { groupBy } from '../components/groupBy';
import { HeroImage } from '../components/HeroImage';
import { JumpLink } from '../components/JumpLink';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import '../content.css';

const t = contentTexts.wildlife;
const groupId = (group: string) => `wildlife-${group.toLowerCase()}`;

function Animal({ item }: { item: WildlifeItem }) {
  return (
    <li className="card wildlife-card">
      <img className="wildlife-card__image" src={item.image.imgUrl} alt="" loading="lazy" />
      <div>
        <h3>{item.name}</h3>
        <p className="muted">
          <i>{item.scientificName}</i>
        </p>
        <p>{item.description}</p>
        <FactList
          facts={[
            { label: t.whereSeen, value: item.whereSeen },
            { label: t.safety, value: item.safety },
            ...(item.status ? [{ label: t.status, value: item.status }] : []),
          ]}
        />
      </div>
    </li>
  );
}

/** /about-florida/wildlife: the animals customers may meet, by group, with safety advice. */
export default function WildlifePage() {
  const { data } = useQuery(contentQueries.wildlife());
  if (!data) return <Spinner />;
  const groups = groupBy(data.wildlife, (item) => item.group);
  return (
    <article className="content-page">
      <p className="back-link">
        <Link to={paths.aboutFlorida()}>{contentTexts.about.back}</Link>
      </p>
      <div className="page-heading">
        <h1>{data.heading}</h1>
      </div>
      <HeroImage image={data.mainImage} />
      <p className="lead">{data.intro}</p>
      <nav aria-label={t.jumpLabel}>
        <ul className="jump-list">
          {groups.map(([group]) => (
            <li key={group}>
              <JumpLink to={groupId(group)}>{group}</JumpLink>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([group, items]) => (
        <section key={group} aria-labelledby={groupId(group)}>
          <h2 id={groupId(group)} tabIndex={-1}>
            {group}
          </h2>
          <ul className="wildlife-list">
            {items.map((item) => (
              <Animal key={item.wildlifeId} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
