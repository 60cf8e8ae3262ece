import { useId, useState } from 'react';
import type { FilterSection, FilterSectionCounts, SearchFilters } from '@villa/shared/contract';
import { searchTexts } from '../texts';
import { activeFilterCount, toggleOption } from '../searchUrl';

const t = searchTexts.filters;

export interface FilterPanelProps {
  sections: FilterSectionCounts[];
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** True while new counts are on their way (the boxes stay usable). */
  busy?: boolean;
}

/**
 * The filter sections with their counts: how many villas the search would give with the
 * option ticked. Options that would give none are disabled unless ticked. On a phone the
 * panel folds away behind a button.
 */
export function FilterPanel({ sections, filters, onChange, busy = false }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = activeFilterCount(filters);

  return (
    <aside className={`filters${open ? ' filters--open' : ''}`} aria-labelledby={`${id}-heading`}>
      <button
        type="button"
        className="button filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t.hide : t.show(active)}
      </button>
      <div className="filters__body" id={`${id}-body`} aria-busy={busy || undefined}>
        <div className="filters__head">
          <h2 id={`${id}-heading`}>{t.heading}</h2>
          {active > 0 ? (
            <button type="button" className="link-button" onClick={() => onChange({})}>
              {t.clear}
            </button>
          ) : null}
        </div>
        {sections.map((section) => (
          <FilterGroup
            key={section.key}
            section={section}
            onToggle={(key: FilterSection, value: string) =>
              onChange(
                toggleOption(
                  filters,
                  key,
                  value,
                  section.options.map((o) => o.value),
                ),
              )
            }
          />
        ))}
      </div>
    </aside>
  );
}

function FilterGroup({
  section,
  onToggle,
}: {
  section: FilterSectionCounts;
  onToggle: (key: FilterSection, value: string) => void;
}) {
  const id = useId();
  if (section.options.length === 0) return null;
  const ticked = section.options.filter((o) => o.selected);
  // For counts the section reads "at least the smallest ticked": say that, not how many boxes.
  const summary =
    ticked.length === 0
      ? null
      : section.combine === 'atLeast'
        ? `${Math.min(...ticked.map((o) => Number(o.value)))}+`
        : String(ticked.length);
  return (
    <fieldset className="filters__group">
      <legend>
        {section.title}
        {summary ? <span className="filters__ticked"> ({summary})</span> : null}
      </legend>
      <ul>
        {section.options.map((option) => {
          const inputId = `${id}-${option.value}`;
          const disabled = option.count === 0 && !option.selected;
          return (
            <li key={option.value} className={disabled ? 'filters__option--empty' : undefined}>
              <input
                id={inputId}
                type="checkbox"
                checked={option.selected}
                disabled={disabled}
                onChange={() => onToggle(section.key, option.value)}
              />
              <label htmlFor={inputId}>
                <span className="filters__label">{option.label}</span>
                <span className="filters__count" aria-label={t.count(option.count)}>
                  {option.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
