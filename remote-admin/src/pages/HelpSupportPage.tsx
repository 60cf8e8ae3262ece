import { adminTexts } from '@villa/shared/texts';
import { PageHeading } from '../components/PageHeading';
import { ProviderContacts } from '../components/ProviderContacts';
import '../admin.css';

const t = adminTexts.support;

/** Help & Support: the provider's phone, e-mail and social group link. */
export default function HelpSupportPage() {
  return (
    <>
      <PageHeading heading={t.heading} intro={t.intro} />
      <section className="card" aria-label={t.heading}>
        <ProviderContacts
          socialGroups="first"
          socialHeading={t.socialHeading}
          socialIntro={t.socialIntro}
        />
      </section>
    </>
  );
}
