export interface ComingSoonProps {
  heading: string;
}

/** An honest panel for a screen whose capability has not been built yet. */
export function ComingSoon({ heading }: ComingSoonProps) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading">{heading}</h1>
      <p>This part of the portal is coming soon. Nothing on this page works yet.</p>
    </section>
  );
}
