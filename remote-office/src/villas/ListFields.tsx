import { CheckboxField, TextAreaField, TextField } from '@villa/shared/forms';
import { OFFICE_VILLA_LIMITS, officeVillaLabels as L } from '@villa/shared/contract';
import { officeTexts } from '../texts';
import { NumberField, useListField } from './fields';

const t = officeTexts.villaForm;
const LIM = OFFICE_VILLA_LIMITS;

type Room = { name: string; description: string; ensuite: boolean; floor: unknown };

/** The bedrooms or bathrooms agents read on the villa page: name, description, en-suite, floor. */
export function RoomsField({ kind }: { kind: 'bedrooms' | 'bathrooms' }) {
  const name = `bedBath.${kind}`;
  const { items, add, remove } = useListField<Room>(name);
  const title = kind === 'bedrooms' ? t.bedroomN : t.bathroomN;
  return (
    <>
      {items.length === 0 ? <p className="muted">{t.noRooms}</p> : null}
      <ol className="office-list">
        {items.map((_, i) => (
          <li key={i}>
            <fieldset className="office-item">
              <legend>{title(i + 1)}</legend>
              <div className="office-row">
                <TextField name={`${name}[${i}].name`} label={L.roomName} required />
                <NumberField name={`${name}[${i}].floor`} label={L.roomFloor} required />
              </div>
              <TextField name={`${name}[${i}].description`} label={L.roomDescription} />
              <CheckboxField name={`${name}[${i}].ensuite`} label={t.ensuite} />
              <button type="button" className="button button--small" onClick={() => remove(i)}>
                {t.remove(title(i + 1))}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {items.length < LIM.roomsMax ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => add({ name: '', description: '', ensuite: false, floor: 1 })}
        >
          {kind === 'bedrooms' ? t.addBedroom : t.addBathroom}
        </button>
      ) : null}
    </>
  );
}

/** The guests' testimonials, newest first, as the villa page shows them. */
export function TestimonialsField() {
  const { items, add, remove } = useListField<Record<string, unknown>>('testimonials');
  return (
    <>
      {items.length === 0 ? <p className="muted">{t.noTestimonials}</p> : null}
      <ol className="office-list">
        {items.map((_, i) => (
          <li key={i}>
            <fieldset className="office-item">
              <legend>{t.testimonialN(i + 1)}</legend>
              <TextField name={`testimonials[${i}].headline`} label={L.headline} required />
              <TextAreaField
                name={`testimonials[${i}].testimonial`}
                label={L.testimonial}
                maxLength={LIM.testimonialMax}
                rows={3}
              />
              <div className="office-row">
                <TextField name={`testimonials[${i}].displayName`} label={L.displayName} required />
                <TextField
                  name={`testimonials[${i}].stayed`}
                  label={L.stayed}
                  hint={t.stayedHint}
                  required
                />
                <NumberField name={`testimonials[${i}].rating`} label={L.rating} required />
              </div>
              <TextAreaField
                name={`testimonials[${i}].response`}
                label={L.response}
                maxLength={LIM.testimonialMax}
                rows={2}
              />
              <button type="button" className="button button--small" onClick={() => remove(i)}>
                {t.remove(t.testimonialN(i + 1))}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {items.length < LIM.testimonialsMax ? (
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            add({
              headline: '',
              testimonial: '',
              displayName: '',
              stayed: '',
              rating: 5,
              response: null,
            })
          }
        >
          {t.addTestimonial}
        </button>
      ) : null}
    </>
  );
}
