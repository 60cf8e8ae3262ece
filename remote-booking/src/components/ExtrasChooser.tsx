import type { ChosenExtra, OptionalExtra, OptionalExtrasCategory } from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { NotCommissionable } from '@villa/shared/villa-ui';
import { texts } from '../texts';

export interface ExtrasChooserProps {
  categories: readonly OptionalExtrasCategory[];
  chosen: readonly ChosenExtra[];
  /** Null: the catalogue only (no stay), nothing can be chosen. */
  onChange: ((chosen: ChosenExtra[]) => void) | null;
  nights: number | null;
}

const t = texts.extras;

/** "£45.00 per stay", "£48.00 for 7 nights (£6.00 per night)", pool heating per villa. */
export function extraPriceText(extra: OptionalExtra, nights: number | null): string {
  if (extra.stayPrice !== null && nights !== null) {
    return extra.basis === 'PER_NIGHT'
      ? `${formatMoney(extra.stayPrice)} ${t.forStay(nights)} (${formatMoney(extra.unitPrice)} ${t.perNight})`
      : `${formatMoney(extra.stayPrice)} ${t.perStay}`;
  }
  if (extra.unitPrice === null) return t.villaSets;
  return `${formatMoney(extra.unitPrice)} ${extra.basis === 'PER_NIGHT' ? t.perNight : t.perStay}`;
}

function Tags({ extra }: { extra: OptionalExtra }) {
  return (
    <div className="extra__tags">
      <NotCommissionable />
      {extra.quoteOnly ? <span className="tag tag--warning">{t.quoteOnly}</span> : null}
      {extra.fitsOnly ? <span className="tag">{extra.fitsOnly}</span> : null}
      {extra.maxQuantity > 1 ? <span className="tag">{t.maxNote(extra.maxQuantity)}</span> : null}
    </div>
  );
}

/**
 * The extras by category. With a stay, each can be added (one at a time) up to its maximum;
 * an extra at its maximum is hidden from the list and shows only among those chosen, where
 * its quantity can change.
 */
export function ExtrasChooser({ categories, chosen, onChange, nights }: ExtrasChooserProps) {
  const all = categories.flatMap((c) => c.extras);
  const quantity = (id: number) => chosen.find((c) => c.extraId === id)?.quantity ?? 0;
  const set = (id: number, value: number) => {
    if (!onChange) return;
    const others = chosen.filter((c) => c.extraId !== id);
    onChange(value > 0 ? [...others, { extraId: id, quantity: value }] : others);
  };
  const chosenExtras = chosen
    .map((c) => all.find((e) => e.extraId === c.extraId))
    .filter((e): e is OptionalExtra => Boolean(e));
  const visible = categories
    .map((c) => ({
      ...c,
      extras: c.extras.filter((e) => quantity(e.extraId) < e.maxQuantity),
    }))
    .filter((c) => c.extras.length > 0);

  return (
    <div className="stack">
      {onChange ? (
        <section aria-labelledby="extras-chosen">
          <h2 id="extras-chosen">{t.chosen}</h2>
          {chosenExtras.length === 0 ? (
            <p className="muted">{t.noneChosen}</p>
          ) : (
            <ul className="extras-list">
              {chosenExtras.map((extra) => {
                const n = quantity(extra.extraId);
                return (
                  <li key={extra.extraId} className="extra">
                    <div>
                      <p className="extra__name">{extra.extraName}</p>
                      <p className="extra__price">
                        {extraPriceText(extra, nights)}
                        {n > 1 && extra.stayPrice !== null
                          ? ` x ${n} = ${formatMoney(extra.stayPrice * n)}`
                          : ''}
                      </p>
                      <Tags extra={extra} />
                    </div>
                    <div className="button-row">
                      {extra.maxQuantity > 1 ? (
                        <span className="quantity">
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={t.fewer(extra.extraName)}
                            onClick={() => set(extra.extraId, n - 1)}
                          >
                            −
                          </button>
                          <output aria-live="polite" aria-label={t.quantity(n)}>
                            {n}
                          </output>
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={t.more(extra.extraName)}
                            disabled={n >= extra.maxQuantity}
                            onClick={() => set(extra.extraId, n + 1)}
                          >
                            +
                          </button>
                        </span>
                      ) : null}
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t.removeLabel(extra.extraName)}
                        onClick={() => set(extra.extraId, 0)}
                      >
                        {t.remove}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="extras-available">
        <h2 id="extras-available">{t.available}</h2>
        {visible.length === 0 ? <p className="muted">{t.allChosen}</p> : null}
        {visible.map((category) => (
          <div key={category.category} className="extras-category">
            <h3>{category.category}</h3>
            <ul className="extras-list">
              {category.extras.map((extra) => (
                <li key={extra.extraId} className="extra">
                  <div>
                    <p className="extra__name">{extra.extraName}</p>
                    <p className="extra__description">{extra.description}</p>
                    <p className="extra__price">{extraPriceText(extra, nights)}</p>
                    <Tags extra={extra} />
                  </div>
                  {onChange ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={t.addLabel(extra.extraName)}
                      onClick={() => set(extra.extraId, quantity(extra.extraId) + 1)}
                    >
                      {t.add}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
