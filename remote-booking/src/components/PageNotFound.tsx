import { Alert } from '@villa/shared/ui';
import { texts } from '../texts';

/** "Page not found": a checkout URL that is not one, or a booking reference that is not known. */
export function PageNotFound() {
  return (
    <div>
      <h1>{texts.notFoundHeading}</h1>
      <Alert variant="warning">{texts.notFound}</Alert>
    </div>
  );
}
