/**
 * The error words the server's bodies and the pages' dialogs share, verbatim from the
 * specifications (docs/forms-and-errors.md). Their own module, so the shell's texts can read
 * them without loading the contract's schemas.
 */
export const errorTexts = {
  notFound: "Sorry the page or requested resource either doesn't exist or no longer exists.",
  unexpected:
    'Sorry there was an error performing the request - please refresh the page, try again or please contact us if the problem persists.',
} as const;
