/** A Mantine Switch bound to a boolean form field; controlled, because Switch keeps its own checked state. */
import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SwitchFieldProps<V extends FieldValues> {
  control: Control<V, unknown, V>;
  name: FieldPath<V>;
  label: ReactNode;
  description?: ReactNode;
}

export function SwitchField<V extends FieldValues>({ control, name, label, description }: SwitchFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
