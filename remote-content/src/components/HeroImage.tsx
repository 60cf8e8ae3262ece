import type { ContentImage } from '@villa/shared/contract';

export interface HeroImageProps {
  image: ContentImage;
  /** Decorative when the heading beside it already names the picture. */
  decorative?: boolean;
  className?: string;
}

/**
 * A page's main picture, in a 16:9 frame. It is at the top of its page and usually the page's
 * largest paint, so it is fetched before the page's other pictures.
 */
export function HeroImage({ image, decorative = true, className = 'hero-image' }: HeroImageProps) {
  return (
    <img
      className={className}
      src={image.imgUrl}
      alt={decorative ? '' : image.alt}
      width={800}
      height={450}
      fetchPriority="high"
    />
  );
}
