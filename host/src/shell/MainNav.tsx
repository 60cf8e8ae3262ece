import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { texts } from '@villa/shared/texts';
import { useLogout } from './useLogout';

const items = [
  { label: texts.nav.searchProperties, to: paths.villas(), match: ['/villas', '/villa/'] },
  { label: texts.nav.optionalExtras, to: paths.optionalExtras(), match: ['/optional-extras'] },
  {
    label: texts.nav.communities,
    to: paths.communitiesIndex(),
    match: ['/communities', '/community/'],
  },
  { label: texts.nav.aboutFlorida, to: paths.aboutFlorida(), match: ['/about-florida'] },
  { label: texts.nav.agentAdmin, to: paths.agentAdmin(), match: ['/admin/agent'] },
];

export interface MainNavProps {
  pathname: string;
  /** On phones the navigation folds away behind the header's menu button. */
  open: boolean;
}

/** The main navigation of a logged-in agent. */
export function MainNav({ pathname, open }: MainNavProps) {
  const logOut = useLogout();
  return (
    <nav id="main-nav" className="main-nav" aria-label={texts.nav.label} data-open={open}>
      <div className="container">
        <ul>
          {items.map((item) => {
            const current = item.match.some(
              (prefix) =>
                pathname === prefix ||
                pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
            );
            return (
              <li key={item.to}>
                <Link to={item.to} aria-current={current ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li className="main-nav__logout">
            <a href={paths.login()} onClick={logOut}>
              {texts.nav.logOut}
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
