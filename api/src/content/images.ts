/** Lower-case words joined by hyphens: "Regal Palms Resort & Spa" -> "regal-palms-resort-spa". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type ImageKind =
  'community' | 'park' | 'ride' | 'wildlife' | 'section' | 'weather' | 'chart';

/**
 * Where a generated illustration is served (api/src/content/routes.ts). Stored in the database
 * as a plain URL, so a deployment can point it at real photographs instead.
 */
export function contentImageUrl(kind: ImageKind, slug: string): string {
  return `/api/content-images/${kind}/${slug}.svg`;
}
