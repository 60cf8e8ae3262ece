import { useSessionStore } from '@villa/shared/store';
import { adminTexts, texts } from '@villa/shared/texts';

export interface ProviderContactsProps {
  /** Heading level of the block's own headings, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Show every social group (dashboard) or only the first (Help & Support). */
  socialGroups?: 'all' | 'first' | 'none';
  socialHeading?: string;
  socialIntro?: string;
  /** Show the phone and e-mail (default true). */
  contacts?: boolean;
}

/**
 * The provider's phone, e-mail, support hours and social links, from the provider settings the
 * login config carries (config.provider).
 */
export function ProviderContacts({
  headingLevel = 2,
  socialGroups = 'all',
  socialHeading,
  socialIntro,
  contacts = true,
}: ProviderContactsProps) {
  const Heading = `h${headingLevel}` as const;
  const provider = useSessionStore((s) => s.config?.provider);
  if (!provider) return null;
  const groups =
    socialGroups === 'none'
      ? []
      : socialGroups === 'first'
        ? provider.socialLinks.slice(0, 1)
        : provider.socialLinks;
  return (
    <div className="provider-contacts">
      {contacts ? (
        <dl className="contact-list">
          <div>
            <dt>{adminTexts.contact.phone}</dt>
            <dd>
              <a href={provider.phoneHref}>{provider.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{adminTexts.contact.email}</dt>
            <dd>
              <a href={`mailto:${provider.email}`}>{provider.email}</a>
            </dd>
          </div>
          <div>
            <dt>{adminTexts.contact.supportHours}</dt>
            <dd>{provider.supportHours}</dd>
          </div>
        </dl>
      ) : null}
      {contacts && provider.demo ? <p className="demo-note">{texts.contact.demoValues}</p> : null}
      {groups.length > 0 ? (
        <>
          {socialHeading ? <Heading>{socialHeading}</Heading> : null}
          {socialIntro ? <p>{socialIntro}</p> : null}
          <ul className="social-links">
            {groups.map((group) => (
              <li key={group.href}>
                <a href={group.href} target="_blank" rel="noopener noreferrer">
                  {group.name}
                  <span className="visually-hidden"> {texts.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
