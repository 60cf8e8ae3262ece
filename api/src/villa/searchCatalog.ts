// The villa page reads the search's own catalog (one per app), for previous / next villa.
export { searchCatalogOf } from '../property/search/sharedCatalog';
