import { paths } from '@villa/shared/routes';
import { Brand } from './Brand';

/**
 * The header as index.html shows it before any script has run (rendered at build time by
 * build/firstPaint.cjs): the browser paints the portal's name and mark as soon as the page and
 * its CSS are there, instead of a blank screen until the host's script has been fetched, parsed
 * and run (a second and more on a slow phone). React replaces it with the real header, which
 * starts with the same mark at the same place, so nothing moves.
 */
export function FirstPaintHeader() {
  return (
    <div className="app">
      <header className="site-header">
        <div className="container site-header__inner">
          <a className="brand" href={paths.home()}>
            <Brand />
          </a>
        </div>
      </header>
    </div>
  );
}
