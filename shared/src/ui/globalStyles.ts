import stylesheet from './styles.css';

/**
 * The portal's one global stylesheet. Importing it injects it (style-loader); the package is
 * marked side-effect free, so this export is what keeps the CSS in a bundle: whoever imports
 * `@villa/shared/ui` (a shared module, kept whole) gets the styles once.
 */
export const globalStyles = stylesheet;
