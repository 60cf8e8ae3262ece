import type { Services } from '../../services';
import { SearchCatalog } from './catalog';

const catalogs = new WeakMap<Services, SearchCatalog>();

/**
 * The one search catalog of an app (its services): the search and the villa page's previous /
 * next villa read the same in-memory portfolio, loaded once.
 */
export function searchCatalogOf(services: Services): SearchCatalog {
  let catalog = catalogs.get(services);
  if (!catalog) {
    catalog = new SearchCatalog(services.db, services.clock);
    catalogs.set(services, catalog);
  }
  return catalog;
}
