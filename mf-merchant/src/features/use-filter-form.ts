import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filter form: fields typed freely, applied to the address (which the list reads) on submit, so a filtered
 * list can be shared and comes back with Back.
 */
export function useFilterForm<N extends string>(names: readonly N[]) {
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState(
    () => Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<N, string>,
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of names) if (form[name].trim()) next.set(name, form[name].trim());
    setParams(next, { replace: true });
  };
  const field = (name: N) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((previous) => ({ ...previous, [name]: event.target.value })),
  });
  return { params, apply, field };
}
