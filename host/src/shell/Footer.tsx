import { texts } from '@villa/shared/texts';
import { useProviderContact } from './useProviderContact';

export function Footer() {
  const provider = useProviderContact();
  return (
    <footer className="site-footer">
      <div className="container">
        {provider ? (
          <ul>
            <li>
              © {new Date().getFullYear()} {provider.name}
            </li>
            <li>
              {texts.contact.phone}: <a href={provider.phoneHref}>{provider.phone}</a>
            </li>
            <li>
              {texts.contact.email}: <a href={`mailto:${provider.email}`}>{provider.email}</a>
            </li>
            <li>
              {texts.contact.supportHours}: {provider.supportHours}
            </li>
          </ul>
        ) : null}
      </div>
    </footer>
  );
}
