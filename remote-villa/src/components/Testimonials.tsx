import { useId, useState } from 'react';
import { TESTIMONIALS_SHOWN, type Testimonial } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { villaTexts } from '../texts';

export interface TestimonialsProps {
  testimonials: Testimonial[];
}

/** Guests' testimonials: the first 3, then Read more reveals the rest (docs/villa.md). */
export function Testimonials({ testimonials }: TestimonialsProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (testimonials.length === 0) return <p>{villaTexts.noTestimonials}</p>;
  const shown = expanded ? testimonials : testimonials.slice(0, TESTIMONIALS_SHOWN);
  return (
    <>
      <ul className="testimonials" id={listId}>
        {shown.map((t, index) => (
          <li key={index} className="testimonial">
            <blockquote>
              <p className="testimonial__headline">{t.headline}</p>
              <p
                className="testimonial__rating"
                role="img"
                aria-label={villaTexts.rating(t.rating)}
              >
                <span aria-hidden="true">
                  {'★'.repeat(t.rating)}
                  {'☆'.repeat(Math.max(0, 5 - t.rating))}
                </span>
              </p>
              <p>{t.testimonial}</p>
              <footer>
                {t.displayName}
                {t.stayed ? (
                  <span className="testimonial__stayed">
                    {' '}
                    · {villaTexts.stayed(formatDate(`${t.stayed}-01`, 'MMMM YYYY'))}
                  </span>
                ) : null}
              </footer>
            </blockquote>
            {t.response ? (
              <div className="testimonial__response">
                <p className="testimonial__response-title">{villaTexts.ownerResponse}</p>
                <p>{t.response}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {testimonials.length > TESTIMONIALS_SHOWN ? (
        <button
          type="button"
          className="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? villaTexts.readLess : villaTexts.readMore}
        </button>
      ) : null}
    </>
  );
}
