import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Spinner, usePageTitle } from '@villa/shared/ui';
import { Link, useParams } from '@villa/shared/router';
import { HeroImage } from '../components/HeroImage';
import { Markdown } from '../components/Markdown';
import { SectionCards } from '../components/SectionCards';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import { ThemeParksList } from './ThemeParksList';
import '../content.css';

const t = contentTexts.about;

function AboutIndex() {
  const { data } = useQuery(contentQueries.aboutIndex());
  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
      {data ? <SectionCards sections={data.sections} label={t.sectionsLabel} /> : <Spinner />}
    </>
  );
}

function GenericSection({ sectionName }: { sectionName: string }) {
  const { data } = useQuery(contentQueries.aboutSection(sectionName));
  usePageTitle(data?.section.heading);
  if (!data) return <Spinner />;
  const { section, related } = data;
  return (
    <article className="content-page">
      <p className="back-link">
        <Link to={paths.aboutFlorida()}>{t.back}</Link>
      </p>
      <div className="page-heading">
        <h1>{section.heading}</h1>
        {section.intro ? <p>{section.intro}</p> : null}
      </div>
      <HeroImage image={section.image} />
      <Markdown>{section.body}</Markdown>
      {related.length > 0 ? (
        <section aria-labelledby="about-more">
          <h2 id="about-more">{t.more}</h2>
          <SectionCards sections={related} label={t.more} level="h3" />
        </section>
      ) : null}
    </article>
  );
}

/**
 * /about-florida/{sectionName?}: the index without a section, the theme park list for
 * "theme-parks", and the generic section page for any other name (404 from the API if none).
 */
export default function AboutFloridaPage() {
  const { sectionName } = useParams();
  if (!sectionName) return <AboutIndex />;
  if (sectionName === 'theme-parks') return <ThemeParksList />;
  return <GenericSection key={sectionName} sectionName={sectionName} />;
}
