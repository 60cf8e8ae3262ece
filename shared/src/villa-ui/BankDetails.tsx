import { bankReferenceRuleTexts, type BankTransferDetails } from '@villa/shared/contract';
import { bankTransferTexts } from '@villa/shared/texts';
import stylesheet from './bankDetails.css';

/** Kept as an export so the side-effect-free package keeps the list's CSS in the bundle. */
export const bankDetailsStyles = stylesheet;

const t = bankTransferTexts;

/**
 * The provider's bank account as a list, with the reference rule and, for the demo settings, a
 * warning. One component for every page that says where a balance can be paid by transfer; a
 * page that knows the booking passes the reference the customer must quote.
 */
export function BankDetails(props: {
  bank: BankTransferDetails;
  demo: boolean;
  reference?: string;
}) {
  const { bank } = props;
  const rows: [string, string][] = [
    [t.accountName, bank.accountName],
    [t.sortCode, bank.sortCode],
    [t.accountNumber, bank.accountNumber],
    [t.iban, bank.iban],
    ...(bank.bic ? ([[t.bic, bank.bic]] as [string, string][]) : []),
    ...(props.reference ? ([[t.reference, props.reference]] as [string, string][]) : []),
  ];
  return (
    <>
      <dl className="money-list bank-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={label === t.accountName ? 'wraps' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t.referenceRule(bankReferenceRuleTexts[bank.referenceRule])}</p>
      {props.demo ? <p className="demo-note">{t.demo}</p> : null}
    </>
  );
}
