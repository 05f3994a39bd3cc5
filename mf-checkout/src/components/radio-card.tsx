import type { ReactNode } from 'react';
import styles from './radio-card.module.css';

export interface RadioCardProps {
  /** The radio group's name. */
  name: string;
  value?: string | number;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** One choice of a radio group as a bordered card that is all its label; the chosen one in the brand colour. */
export function RadioCard({ name, value, checked, onChoose, children }: RadioCardProps) {
  return (
    <label className={`${styles.card} ${checked ? styles.chosen : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}
