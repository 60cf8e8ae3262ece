import type { TermsResponse } from '@villa/shared/contract';
import { useQuery } from '@villa/shared/query';
import { Spinner } from '@villa/shared/ui';
import { useParams } from '@villa/shared/router';
import { JumpLink } from '../components/JumpLink';
import { Markdown } from '../components/Markdown';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import '../content.css';

const t = contentTexts.terms;
const SECTIONS_ID = 'terms-sections';
const sectionId = (n: number) => `terms-section-${n}`;

export interface TermsListProps {
  terms: TermsResponse['terms'];
}

/** Numbered sections headed "{heading} Terms & Conditions", markdown bodies, links in a new tab. */
export function TermsList({ terms }: TermsListProps) {
  return (
    <>
      <nav aria-label={t.sectionsLabel}>
        <ol id={SECTIONS_ID} tabIndex={-1} className="terms-index">
          {terms.map((term, i) => (
            <li key={i}>
              <JumpLink to={sectionId(i + 1)}>{t.sectionHeading(term.heading)}</JumpLink>
            </li>
          ))}
        </ol>
      </nav>
      {terms.map((term, i) => (
        <section key={i} className="terms-section" aria-labelledby={sectionId(i + 1)}>
          <h2 id={sectionId(i + 1)} tabIndex={-1}>
            <span className="terms-section__number">{i + 1}.</span> {t.sectionHeading(term.heading)}
          </h2>
          <Markdown allLinksInNewTab>{term.body}</Markdown>
          <p>
            <JumpLink to={SECTIONS_ID}>{t.backToSections}</JumpLink>
          </p>
        </section>
      ))}
    </>
  );
}

/** /terms-conditions/{vc-booking|vc-agent-signup}. */
export default function TermsPage() {
  const { type = '' } = useParams();
  const { data } = useQuery(contentQueries.terms(type));
  return (
    <article className="content-page terms-page">
      <div className="page-heading">
        <h1>{t.headings[type] ?? t.heading}</h1>
      </div>
      {data ? <TermsList terms={data.terms} /> : <Spinner />}
    </article>
  );
}
