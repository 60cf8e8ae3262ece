import { mountStandalone } from '@villa/shared/standalone';
import { routes } from './routes';

// Stand-alone development: this remote's routes in a minimal frame.
mountStandalone('booking', routes);
