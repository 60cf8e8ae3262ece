import { adminTexts } from '@villa/shared/texts';
import { ProviderContacts } from '../components/ProviderContacts';
import '../admin.css';

const t = adminTexts.support;

/** Help & Support: the provider's phone, e-mail and social group link. */
export default function HelpSupportPage() {
  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
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
