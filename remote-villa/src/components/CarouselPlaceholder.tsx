import type { CarouselImages } from '@villa/shared/contract';
import { villaTexts } from '../texts';
import { LARGE_BREAKPOINTS, playsAtStart, thumbnailsShown } from './carouselLayout';

/**
 * The carousel as it first looks, without react-slick: shown while the carousel's chunk loads.
 * The first photo is the villa page's largest paint, so it is drawn as soon as the page has its
 * data rather than after the slider's code; and it takes the carousel's room (photo, dots on a
 * phone, controls, thumbnail strip) so nothing moves when the slider replaces it. Nothing in it
 * can be used yet, so it is hidden from screen readers; the section's name stays.
 */
export function CarouselPlaceholder({ images, name }: { images: CarouselImages; name: string }) {
  const large = images.l;
  const small = images.s;
  const first = large[0];
  if (!first) return <p className="carousel carousel--empty">{villaTexts.carousel.none}</p>;
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  const phone = width <= LARGE_BREAKPOINTS[2];
  const shown = thumbnailsShown(width, small.length);
  const playing = playsAtStart(large.length);
  return (
    <section className="carousel" aria-label={villaTexts.carousel.label(name)} aria-busy="true">
      <div aria-hidden="true">
        <div className="carousel__main">
          <figure className="carousel__slide">
            <img src={first.imgUrl} alt="" fetchPriority="high" />
            <figcaption>{first.title}</figcaption>
          </figure>
          {phone && large.length > 1 ? <div className="carousel__dots-room" /> : null}
        </div>
        <div className="carousel__controls">
          {large.length > 1 ? (
            <span className="button carousel__play">
              <span>{playing ? '❚❚' : '▶'}</span>{' '}
              {playing ? villaTexts.carousel.pause : villaTexts.carousel.play}
            </span>
          ) : null}
          <p className="carousel__count">{villaTexts.carousel.photoOf(1, large.length)}</p>
        </div>
        {small.length > 1 ? (
          <div className="carousel__thumbs carousel__thumbs--still">
            {small.slice(0, shown).map((image, index) => (
              <div
                key={`${image.imgUrl}-${index}`}
                className="carousel__thumb"
                style={{ width: `${100 / shown}%` }}
              >
                <span className="carousel__thumb-frame">
                  <img src={image.imgUrl} alt="" />
                </span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
