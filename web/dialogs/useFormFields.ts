import { useState, type ChangeEvent } from 'react';

/** Text fields plus the set marked in error; editing a field clears its mark. */
export function useFormFields<F extends string>(empty: Record<F, string>) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<F[]>([]);
  const bind = (field: F) => ({
    value: values[field],
    tone: errors.includes(field) ? ('error' as const) : ('normal' as const),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => current.filter((f) => f !== field));
    },
  });
  return { values, bind, setErrors };
}
