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
  // A tick shows at once; the URL (and so `filters`) follows in a router transition.
  const [pending, setPending] = useState<{ from: SearchFilters; to: SearchFilters } | null>(null);
  const shown = pending && pending.from === filters ? pending.to : filters;
  const id = useId();
  const active = activeFilterCount(shown);
  const change = (next: SearchFilters) => {
    setPending({ from: filters, to: next });
    onChange(next);
  };

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
            <button type="button" className="link-button" onClick={() => change({})}>
              {t.clear}
            </button>
          ) : null}
        </div>
        {sections.map((section) => (
          <FilterGroup
            key={section.key}
            section={section}
            ticked={shown[section.key] ?? []}
            onToggle={(key: FilterSection, value: string) =>
              change(
                toggleOption(
                  shown,
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

/** Whether an option is ticked in the URL (ahead of the counts, which arrive after). */
function isTicked(section: FilterSectionCounts, ticked: readonly string[], value: string) {
  if (section.combine !== 'atLeast') return ticked.includes(value);
  return ticked.length > 0 && Number(value) >= Math.min(...ticked.map(Number));
}

function FilterGroup({
  section,
  ticked,
  onToggle,
}: {
  section: FilterSectionCounts;
  ticked: readonly string[];
  onToggle: (key: FilterSection, value: string) => void;
}) {
  const id = useId();
  if (section.options.length === 0) return null;
  // For counts the section reads "at least the smallest ticked": say that, not how many boxes.
  const summary =
    ticked.length === 0
      ? null
      : section.combine === 'atLeast'
        ? `${Math.min(...ticked.map(Number))}+`
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
          const checked = isTicked(section, ticked, option.value);
          const disabled = option.count === 0 && !checked;
          return (
            <li key={option.value} className={disabled ? 'filters__option--empty' : undefined}>
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
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
