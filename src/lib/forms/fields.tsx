/**
 * Mantine inputs bound to a react-hook-form field by name: value, change, blur, ref and name go to the input,
 * and so does the field's error unless `error` is given (`false` hides an error that is not due yet). Each
 * adapter takes only names whose value has the type its input edits.
 */
import {
  Checkbox,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Switch,
  TagsInput,
  type CheckboxProps,
  type MultiSelectProps,
  type NumberInputProps,
  type RadioGroupProps,
  type SelectProps,
  type SwitchProps,
  type TagsInputProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { fieldErrorMessage } from './use-schema-form';

export interface BoundFieldProps<V extends FieldValues, C, T> {
  control: Control<V, C, V>;
  name: FieldPathByValue<V, T>;
  /** Replaces the field's own error: a text, or `false` to show none yet. */
  error?: ReactNode;
}

type Unbound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'checked' | 'defaultChecked' | 'name' | 'error'>;

/** The binding of one field, for inputs that need more than the adapters below (a custom value shape). */
export function useFieldBinding<V extends FieldValues, C, T>({ control, name, error }: BoundFieldProps<V, C, T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    value: field.value as T,
    onChange: field.onChange as (value: T) => void,
    error: error ?? fieldErrorMessage(fieldState.error),
  };
}

export function SwitchField<V extends FieldValues, C>(props: BoundFieldProps<V, C, boolean> & Unbound<SwitchProps>) {
  const { control, name, error, ...input } = props;
  const { value, onChange, ...field } = useFieldBinding({ control, name, error });
  return <Switch {...input} {...field} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

export function CheckboxField<V extends FieldValues, C>(
  props: BoundFieldProps<V, C, boolean> & Unbound<CheckboxProps>,
) {
  const { control, name, error, ...input } = props;
  const { value, onChange, ...field } = useFieldBinding({ control, name, error });
  return <Checkbox {...input} {...field} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

export type SelectFieldProps<V extends FieldValues, C> = BoundFieldProps<V, C, string | null> &
  Unbound<SelectProps> & {
    /** The field's value when nothing is chosen: null, or '' for a text field. */
    empty?: '' | null;
    /** Told after the field took the choice. */
    onChange?: SelectProps['onChange'];
  };

export function SelectField<V extends FieldValues, C>(props: SelectFieldProps<V, C>) {
  const { control, name, error, empty = null, onChange: onChosen, ...input } = props;
  const { value, onChange, ...field } = useFieldBinding({ control, name, error });
  return (
    <Select
      {...input}
      {...field}
      value={value === '' ? null : value}
      onChange={(next, option) => {
        onChange(next ?? empty);
        onChosen?.(next, option);
      }}
    />
  );
}

export function MultiSelectField<V extends FieldValues, C>(
  props: BoundFieldProps<V, C, string[]> & Unbound<MultiSelectProps>,
) {
  const { control, name, error, ...input } = props;
  return <MultiSelect {...input} {...useFieldBinding({ control, name, error })} />;
}

export function TagsInputField<V extends FieldValues, C>(
  props: BoundFieldProps<V, C, string[]> & Unbound<TagsInputProps>,
) {
  const { control, name, error, ...input } = props;
  return <TagsInput {...input} {...useFieldBinding({ control, name, error })} />;
}

export type NumberFieldProps<V extends FieldValues, C> = BoundFieldProps<V, C, number | ''> &
  Unbound<NumberInputProps> & {
    /** The field's value when the input is empty: '' (no value), or NaN (a number field the schema refuses). */
    empty?: '' | number;
  };

export function NumberField<V extends FieldValues, C>(props: NumberFieldProps<V, C>) {
  const { control, name, error, empty = '', ...input } = props;
  const { onChange, ...field } = useFieldBinding({ control, name, error });
  return (
    <NumberInput {...input} {...field} onChange={(value) => onChange(typeof value === 'number' ? value : empty)} />
  );
}

export function RadioGroupField<V extends FieldValues, C>(
  props: BoundFieldProps<V, C, string> & Unbound<RadioGroupProps>,
) {
  const { control, name, error, ...input } = props;
  const { ref: _ref, onBlur: _onBlur, ...field } = useFieldBinding({ control, name, error });
  return <Radio.Group {...input} {...field} />;
}
