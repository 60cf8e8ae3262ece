import { SearchCatalog } from '../property/catalog';
import type { Services } from '../services';

const catalogs = new WeakMap<Services, SearchCatalog>();

/**
 * The search catalog the villa page asks for previous and next villa. One per app (its
 * services), created on first use.
 */
export function searchCatalogOf(services: Services): SearchCatalog {
  let catalog = catalogs.get(services);
  if (!catalog) {
    catalog = new SearchCatalog(services.db, services.clock);
    catalogs.set(services, catalog);
  }
  return catalog;
}
