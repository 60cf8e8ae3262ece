import { texts } from '@villa/shared/texts';

export interface ComingSoonProps {
  heading: string;
}

/** An honest panel for a screen whose capability has not been built yet. */
export function ComingSoon({ heading }: ComingSoonProps) {
  return (
    <section className="coming-soon card" aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading">{heading}</h1>
      <p>{texts.comingSoon}</p>
    </section>
  );
}
