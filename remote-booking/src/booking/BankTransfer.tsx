import { bankTransferReference } from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { useSessionStore } from '@villa/shared/store';
import { BankDetails } from '@villa/shared/villa-ui';
import { texts } from '../texts';

const t = texts.bankTransfer;

/**
 * Where a customer's balance can be paid by bank transfer (spec-2 section 9): the provider's
 * account from its settings (the login config), and the reference by its rule. Shown where a
 * balance is due: the booking's payments area and checkout completed.
 */
export function BankTransfer(props: {
  bookRef: string;
  leadSurname: string | null;
  outstanding: number;
  headingLevel?: 2 | 3;
}) {
  const provider = useSessionStore((s) => s.config?.provider);
  if (!provider || props.outstanding <= 0) return null;
  const bank = provider.bankTransfer;
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const reference = bankTransferReference(bank.referenceRule, {
    bookRef: props.bookRef,
    leadSurname: props.leadSurname,
  });
  return (
    <section className="bank-transfer" aria-labelledby={`bank-transfer-${props.bookRef}`}>
      <Heading id={`bank-transfer-${props.bookRef}`}>{t.heading}</Heading>
      <p>{t.intro(formatMoney(props.outstanding))}</p>
      <BankDetails bank={bank} demo={provider.demo} reference={reference} />
    </section>
  );
}
