import { Link } from '@villa/shared/router';
import { signInPathOf, startPathOf } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { AgentViewSwitch } from './AgentViewSwitch';
import { Brand } from './Brand';
import { useLogout } from './useLogout';

export interface HeaderProps {
  /** A navigation exists (a logged-in agent's, or the office's): the header shows its menu button. */
  hasNav: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
}

export function Header({ hasNav, navOpen, onToggleNav }: HeaderProps) {
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const isImpersonating = useSessionStore((s) => s.isImpersonating);
  const userRole = useSessionStore((s) => s.userRole);
  const companyDisplayName = useSessionStore((s) => s.config?.companyDisplayName);
  const logOut = useLogout();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {texts.skipToContent}
      </a>
      <div className="container site-header__inner">
        <Link className="brand" to={startPathOf(isAuthenticated ? userRole : null)}>
          <Brand companyDisplayName={isAuthenticated ? companyDisplayName : undefined} />
        </Link>
        {isAuthenticated && hasNav ? (
          <button
            type="button"
            className="button menu-button"
            aria-expanded={navOpen}
            aria-controls="main-nav"
            onClick={onToggleNav}
          >
            {texts.header.menu}
          </button>
        ) : null}
        {isAuthenticated ? (
          <div className="site-header__tools">
            {isImpersonating ? <span className="badge">{texts.header.impersonating}</span> : null}
            {userRole === 'AGENT' ? <AgentViewSwitch /> : null}
            <a href={signInPathOf(userRole)} onClick={logOut}>
              {texts.header.logOut}
            </a>
          </div>
        ) : null}
      </div>
    </header>
  );
}
