import { provider, texts } from '@villa/shared/texts';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
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
        </ul>
      </div>
    </footer>
  );
}
