import { texts } from '@villa/shared/texts';
import { Logo } from './Logo';

export interface BrandProps {
  /** The organisation the portal is shown for, once a user is logged in. */
  companyDisplayName?: string;
}

/** The portal's mark and name, as the header shows it (inside the link home). */
export function Brand({ companyDisplayName }: BrandProps) {
  return (
    <>
      <Logo />
      <span className="brand__name">
        {texts.productName}
        {companyDisplayName ? (
          <span className="brand__by">{texts.header.by(companyDisplayName)}</span>
        ) : null}
      </span>
    </>
  );
}
