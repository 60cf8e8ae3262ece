/** A page's title block: the h1 and, where the page has one, the line under it. */
export function PageHeading({ heading, intro }: { heading: string; intro?: string }) {
  return (
    <div className="page-heading">
      <h1>{heading}</h1>
      {intro === undefined ? null : <p>{intro}</p>}
    </div>
  );
}
