import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { allScreens } from '../routing/routeTable';
import { isCurrentOfficeItem, officeNavItems } from './officeNav';
import { useLogout } from './useLogout';

export interface OfficeNavProps {
  pathname: string;
  /** On phones the navigation folds away behind the header's menu button. */
  open: boolean;
}

/** The office's navigation, for the office's staff (the agents' is MainNav). */
export function OfficeNav({ pathname, open }: OfficeNavProps) {
  const logOut = useLogout();
  const userRole = useSessionStore((s) => s.userRole);
  const items = officeNavItems(allScreens(), userRole);
  return (
    <nav id="main-nav" className="main-nav" aria-label={texts.officeNav.label} data-open={open}>
      <div className="container">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={
                  isCurrentOfficeItem(item, pathname, paths.officeHome()) ? 'page' : undefined
                }
              >
                {item.label}
              </Link>
            </li>
          ))}
          <li className="main-nav__logout">
            <a href={paths.officeLogin()} onClick={logOut}>
              {texts.officeNav.logOut}
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
