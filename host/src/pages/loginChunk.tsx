import { Spinner } from '@villa/shared/ui';
import { chunkPage } from './chunkPage';

/**
 * The log-in page and its forms (react-final-form, final-form) are a chunk of their own: every
 * other screen's first script is the lighter by them. The server preloads the chunk with /login
 * (preload.json's `page-login`), and a visitor sent to /login by the guard fetches it as the
 * page starts (openingScreenData.ts).
 */
export const loginPage = chunkPage(
  () => import(/* webpackChunkName: "page-login" */ './LoginPage').then((m) => m.LoginPage),
  () => <Spinner />,
);
