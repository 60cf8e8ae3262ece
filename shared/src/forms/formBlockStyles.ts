import stylesheet from './formBlocks.css';

/**
 * The blocks' stylesheet. The package is side-effect free, so the CSS is kept in a bundle by
 * being an export of the shared forms module (which Module Federation keeps whole), like the
 * global stylesheet in ui/globalStyles.ts.
 */
export const formBlockStyles = stylesheet;
