import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { Alert } from '@villa/shared/ui';

export interface LogInNowAlertProps {
  title: string;
  message: string;
  linkLabel: string;
}

/**
 * The last step of a page that leaves the user with a password to log in with (signup, password
 * reset): what has been done, and a button to the log-in page.
 */
export function LogInNowAlert({ title, message, linkLabel }: LogInNowAlertProps) {
  return (
    <Alert variant="success" title={title} live>
      <p>{message}</p>
      <p>
        <Link className="button button--primary" to={paths.login()}>
          {linkLabel}
        </Link>
      </p>
    </Alert>
  );
}
