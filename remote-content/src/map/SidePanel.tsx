import { useEffect, useRef } from 'react';
import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { contentTexts } from '../texts';
import { groupVisibility, type GroupId, type MapItem } from './mapPanel';
import type { MapPanelController } from './useMapPanel';

const t = contentTexts.map;

export interface MapGroup {
  id: GroupId;
  title: string;
  items: MapItem[];
}

export interface SidePanelProps {
  id: string;
  groups: MapGroup[];
  panel: MapPanelController;
  /** Communities left off the map (no recorded position), listed under their group. */
  notPlaced: { comId: number; name: string }[];
}

function GroupCheckbox({ group, panel }: { group: MapGroup; panel: MapPanelController }) {
  const ref = useRef<HTMLInputElement>(null);
  const visibility = groupVisibility(group.items, panel.state.hidden, t);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = visibility.state === 'some';
  }, [visibility.state]);
  const id = `map-group-all-${group.id}`;
  return (
    <div className="map-group__all">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={visibility.state === 'all'}
        onChange={() => panel.toggleGroupVisibility(group.items)}
      />
      <label htmlFor={id}>
        {visibility.label}
        <span className="visually-hidden"> ({group.title})</span>
      </label>
    </div>
  );
}

/**
 * The list beside the map: one accordion per group (one open at a time), a tri-state checkbox
 * per group, a visibility checkbox and a selectable entry per item.
 */
export function SidePanel({ id, groups, panel, notPlaced }: SidePanelProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const { state } = panel;

  // A marker click scrolls its entry into view.
  useEffect(() => {
    if (!panel.scrollTo) return;
    const entry = listRef.current?.querySelector<HTMLElement>(
      `[data-map-key="${panel.scrollTo.key}"]`,
    );
    entry?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [panel.scrollTo]);

  return (
    <div id={id} className="map-panel" hidden={!state.panelOpen} ref={listRef}>
      <h2 className="visually-hidden">{t.panelLabel}</h2>
      {groups.map((group) => {
        const open = state.openGroup === group.id;
        const bodyId = `map-group-${group.id}`;
        return (
          <section key={group.id} className="map-group">
            <h3 className="map-group__heading">
              <button
                type="button"
                className="map-group__toggle"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => panel.toggleGroupOpen(group.id)}
              >
                <span>{group.title}</span>
                <span className="map-group__count">{group.items.length}</span>
              </button>
            </h3>
            <div id={bodyId} className="map-group__body" hidden={!open}>
              <GroupCheckbox group={group} panel={panel} />
              <ul className="map-items">
                {group.items.map((item) => {
                  const shown = !state.hidden.includes(item.key);
                  const selected = state.selected === item.key;
                  const checkboxId = `map-show-${item.key}`;
                  return (
                    <li
                      key={item.key}
                      data-map-key={item.key}
                      className={selected ? 'map-item is-selected' : 'map-item'}
                    >
                      <input
                        id={checkboxId}
                        type="checkbox"
                        checked={shown}
                        onChange={() => panel.toggleItem(item.key)}
                      />
                      <label htmlFor={checkboxId} className="visually-hidden">
                        {t.showItem(item.name)}
                      </label>
                      <button
                        type="button"
                        className="map-item__select"
                        aria-pressed={selected}
                        onClick={() => panel.selectFromList(item)}
                        onMouseEnter={() => panel.hover(item.key)}
                        onMouseLeave={() => panel.hover(null)}
                        onFocus={() => panel.hover(item.key)}
                        onBlur={() => panel.hover(null)}
                      >
                        {item.name}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {group.id === 'communities' && notPlaced.length > 0 ? (
                <div className="map-group__unplaced">
                  <p>{t.notPlaced(notPlaced.length)}</p>
                  <ul>
                    {notPlaced.map((c) => (
                      <li key={c.comId}>
                        <Link to={paths.community(c.comId)}>{c.name}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}
