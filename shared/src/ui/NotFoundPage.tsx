import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { texts } from '@villa/shared/texts';

/**
 * "Page not found": the host shows it for any path that matches no route or ends in '/', and a
 * remote for a path that matches a route pattern but names nothing (e.g. /communities/a).
 */
export function NotFoundPage() {
  return (
    <section className="card centered-panel" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{texts.notFound.heading}</h1>
      <h2>{texts.notFound.subheading}</h2>
      <p>{texts.notFound.text}</p>
      <Link className="button button--primary" to={paths.home()}>
        {texts.notFound.homeLink}
      </Link>
    </section>
  );
}
