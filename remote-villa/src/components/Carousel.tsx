import { useEffect, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { CarouselImages } from '@villa/shared/contract';
import { villaTexts } from '../texts';
import {
  LARGE_BREAKPOINTS,
  THUMBNAIL_BREAKPOINTS,
  THUMBNAILS_WIDE,
  playsAtStart,
  thumbnailsShown,
} from './carouselLayout';

export { LARGE_BREAKPOINTS, THUMBNAIL_BREAKPOINTS, THUMBNAILS_WIDE, thumbnailsShown };

const SLIDE_SPEED_MS = 4000;

/*
 * The villa's photos (docs/villa.md): the large images in a slider with a
 * play/pause toggle, and the small images as a thumbnail strip that moves the large one.
 * The strip shows up to 9 thumbnails, 4 under 1199 px, 3 under 767 px, never more than there
 * are; it is hidden when there is only one small image.
 *
 * The breakpoints are applied here, from the window's width, rather than through react-slick's
 * `responsive` setting: 0.31 applies that only when the width changes, never on the first
 * render (react-slick issue 2446), so a phone would open with the desktop's 9 thumbnails.
 */

export function thumbnailSettings(width: number, count: number): Settings {
  const shown = thumbnailsShown(width, count);
  return {
    slidesToShow: shown,
    slidesToScroll: 1,
    focusOnSelect: true,
    swipeToSlide: true,
    infinite: count > shown,
    arrows: false,
    dots: false,
  };
}

const WIDTH_QUERIES = [
  ...THUMBNAIL_BREAKPOINTS.map((b) => `(max-width: ${b.maxWidth}px)`),
  ...LARGE_BREAKPOINTS.map((b) => `(max-width: ${b}px)`),
];

function currentWidth(): number {
  return typeof window === 'undefined' ? THUMBNAILS_WIDE * 1000 : window.innerWidth;
}

/** The window's width, updated whenever it crosses one of the carousel's breakpoints. */
function useBreakpointWidth(): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    const update = () => setWidth(currentWidth());
    if (typeof window.matchMedia !== 'function') {
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const lists = WIDTH_QUERIES.map((q) => window.matchMedia(q));
    lists.forEach((list) => list.addEventListener('change', update));
    update();
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);
  return width;
}

export interface CarouselProps {
  images: CarouselImages;
  /** What the photos show, for the region's name ("Photos of Lakeside Retreat"). */
  name: string;
}

export function Carousel({ images, name }: CarouselProps) {
  const large = images.l;
  const small = images.s;
  const main = useRef<Slider | null>(null);
  const strip = useRef<Slider | null>(null);
  const [, setLinked] = useState(0);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => playsAtStart(large.length));
  const width = useBreakpointWidth();
  const phone = width <= LARGE_BREAKPOINTS[2];

  // asNavFor needs both sliders mounted: render once more when they are.
  useEffect(() => setLinked(1), []);

  useEffect(() => {
    if (!main.current) return;
    if (playing) main.current.slickPlay();
    else main.current.slickPause();
  }, [playing]);

  if (large.length === 0) {
    return <p className="carousel carousel--empty">{villaTexts.carousel.none}</p>;
  }

  const mainSettings: Settings = {
    asNavFor: small.length > 1 ? (strip.current ?? undefined) : undefined,
    autoplay: playing,
    autoplaySpeed: SLIDE_SPEED_MS,
    pauseOnHover: true,
    pauseOnFocus: true,
    arrows: large.length > 1 && !phone,
    dots: large.length > 1 && phone,
    infinite: large.length > 1,
    adaptiveHeight: false,
    afterChange: setCurrent,
    accessibility: true,
    prevArrow: <Arrow direction="previous" />,
    nextArrow: <Arrow direction="next" />,
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={villaTexts.carousel.label(name)}
    >
      <div className="carousel__main">
        <Slider ref={main} {...mainSettings}>
          {large.map((image, index) => (
            <figure
              key={`${image.imgUrl}-${index}`}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={villaTexts.carousel.photoOf(index + 1, large.length)}
            >
              <img src={image.imgUrl} alt={image.title} loading={index === 0 ? 'eager' : 'lazy'} />
              <figcaption>{image.title}</figcaption>
            </figure>
          ))}
        </Slider>
      </div>
      <div className="carousel__controls">
        {large.length > 1 ? (
          <button
            type="button"
            className="button carousel__play"
            aria-pressed={playing}
            onClick={() => setPlaying((p) => !p)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>{' '}
            {playing ? villaTexts.carousel.pause : villaTexts.carousel.play}
          </button>
        ) : null}
        <p className="carousel__count" aria-live={playing ? 'off' : 'polite'}>
          {villaTexts.carousel.photoOf(current + 1, large.length)}
        </p>
      </div>
      {small.length > 1 ? (
        <div className="carousel__thumbs" role="group" aria-label={villaTexts.carousel.thumbnails}>
          <Slider
            ref={strip}
            asNavFor={main.current ?? undefined}
            {...thumbnailSettings(width, small.length)}
          >
            {small.map((image, index) => (
              <div key={`${image.imgUrl}-${index}`} className="carousel__thumb">
                {/* Out of the Tab order: react-slick hides the strip's off-screen slides and its
                    copies of them (aria-hidden) but not what is inside, and a focusable button
                    in a hidden slide fails WCAG 4.1.2. The previous/next buttons, the dots and
                    the arrow keys on the photo reach every photo from the keyboard. */}
                <button
                  type="button"
                  tabIndex={-1}
                  aria-label={villaTexts.carousel.showPhoto(index + 1, image.title)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => main.current?.slickGoTo(index)}
                >
                  <img src={image.imgUrl} alt="" loading="lazy" />
                </button>
              </div>
            ))}
          </Slider>
        </div>
      ) : null}
    </section>
  );
}

interface ArrowProps {
  direction: 'previous' | 'next';
  onClick?: () => void;
  className?: string;
}

/** react-slick passes onClick and className to custom arrows. */
function Arrow({ direction, onClick, className }: ArrowProps) {
  const label = direction === 'previous' ? villaTexts.carousel.previous : villaTexts.carousel.next;
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction} ${className ?? ''}`}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </button>
  );
}
