import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import { cx } from './class-names';
import styles from './tabs.module.css';

export interface TabItem<V extends string | number> {
  value: V;
  label: string;
  /** A count beside the label (orders to pay…); 0 is shown, undefined hides it. */
  count?: number;
}

export interface TabsProps<V extends string | number> {
  items: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Names the tab list. */
  label: string;
  /** Give the panel this id so the selected tab points at it. */
  panelId?: string;
  stretch?: boolean;
}

/** A tab list (the panel is the caller's); arrow keys, Home and End move between tabs. */
export function Tabs<V extends string | number>({
  items,
  value,
  onChange,
  label,
  panelId,
  stretch = false,
}: TabsProps<V>): ReactElement {
  const listRef = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const last = items.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + items.length) % items.length;
    onChange(items[next].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={listRef} className={cx(styles.tabs, stretch && styles.stretch)} role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
            {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
