import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { suggestSearch } from '../api/catalog';
import type { SearchSuggestion } from '../contracts/entities';
import { cx } from './class-names';
import { Icon } from './icon';
import { useCommonT } from './use-common-t';
import { VisuallyHidden } from './visually-hidden';
import styles from './search-suggest-input.module.css';

const TYPING_PAUSE_MS = 120;

export interface SearchSuggestInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'role' | 'type'
> {
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion chosen (click, or Enter on the highlighted one); Enter with none highlighted submits the form. */
  onPick: (suggestion: SearchSuggestion) => void;
  wrapperClassName?: string;
}

/**
 * A search field that offers names while the shopper types (categories and products, from the API): an ARIA 1.2
 * combobox with its listbox, driven by the arrow keys, Enter and Escape, or by touch.
 */
export function SearchSuggestInput({
  value,
  onValueChange,
  onPick,
  wrapperClassName,
  className,
  onKeyDown,
  onBlur,
  ...input
}: SearchSuggestInputProps): ReactElement {
  const t = useCommonT();
  const listId = useId();
  const [found, setFound] = useState<{ words: string; list: SearchSuggestion[] }>({ words: '', list: [] });
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const typed = useRef(false);

  useEffect(() => {
    const words = value.trim();
    if (!words || !typed.current) {
      setFound({ words: '', list: [] });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestSearch(words, { silent: true, signal: controller.signal }).then(
        (answer) => {
          setFound({ words, list: answer.list });
          setActive(-1);
        },
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const list = found.words === value.trim() ? found.list : [];
  const expanded = open && list.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const pick = (suggestion: SearchSuggestion) => {
    setOpen(false);
    setActive(-1);
    typed.current = false;
    onPick(suggestion);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (!expanded || current < 0) return down ? 0 : list.length - 1;
        return (current + (down ? 1 : -1) + list.length) % list.length;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < list.length) {
      event.preventDefault();
      pick(list[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      setOpen(false);
    }
  };

  return (
    <div className={cx(styles.combo, wrapperClassName)}>
      <input
        {...input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < list.length ? optionId(active) : undefined}
        autoComplete="off"
        className={className}
        value={value}
        onChange={(event) => {
          typed.current = true;
          setOpen(true);
          onValueChange(event.target.value);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
      />
      <ul id={listId} role="listbox" aria-label={t('label.suggestions')} className={styles.list} hidden={!expanded}>
        {list.map((suggestion, index) => (
          // The field takes the keys for its options (aria-activedescendant): an option never has the focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${suggestion.kind}-${suggestion.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cx(styles.option, index === active && styles.active)}
            // Keeps the focus in the field, so the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <Icon name={suggestion.kind === 'category' ? 'category' : 'search'} size={16} className={styles.icon} />
            <span className={styles.name}>{suggestion.name}</span>
            {suggestion.kind === 'category' && <span className={styles.kind}>{t('label.suggestCategory')}</span>}
          </li>
        ))}
      </ul>
      <VisuallyHidden>
        <span aria-live="polite">{expanded ? t('label.suggestionCount', { count: list.length }) : ''}</span>
      </VisuallyHidden>
    </div>
  );
}
