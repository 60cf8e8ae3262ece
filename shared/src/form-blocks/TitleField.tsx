import { TitleSelect } from './titleSelect';

/**
 * Title as a list (Mr, Mrs, Ms, Miss, Dr) with "Other" opening a box for any other title
 * (issue 16): required, the person name block's. Additional passengers choose from the same
 * list (TitleSelect), optionally.
 */
export function TitleField({ name }: { name: string }) {
  return <TitleSelect name={name} required />;
}
