import type { AboutSectionLink } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { Link } from '@villa/shared/router';

/** Where an About Florida section lives: communities have their own A–Z pages. */
export const sectionPath = (s: AboutSectionLink) =>
  s.kind === 'communities' ? paths.communities('A') : paths.aboutFlorida(s.sectionName);

export interface SectionCardsProps {
  sections: AboutSectionLink[];
  label: string;
  /** Heading level of each card's title. */
  level?: 'h2' | 'h3';
}

export function SectionCards({ sections, label, level = 'h2' }: SectionCardsProps) {
  const Heading = level;
  return (
    <ul className="card-grid section-cards" aria-label={label}>
      {sections.map((s) => (
        <li key={s.sectionName}>
          <Link to={sectionPath(s)} className="card link-card section-card">
            <img src={s.image.imgUrl} alt="" loading="lazy" className="section-card__image" />
            <Heading>{s.title}</Heading>
            <p>{s.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
