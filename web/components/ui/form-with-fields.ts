// The light Form's instance for a form the server answers on (settings' profile, password and
// erase forms): antd's `setFields` (the server's message on a field), `validateFields()` (a
// dialog's OK button outside the form) and the Form.Item's `dependencies` (a confirmation checked
// again when its password changes). A module of its own, so the forms without them (the case form)
// load none of it (docs/decisions/0028-remaining-pages-weight.md, Settings).
import { useState } from 'react';
import { FormStore, getAt, keyOf, type FormInstance, type NamePath } from './form';

/** antd's `setFields` entry, for a message: none, or one (the light form shows one message per field). */
export interface FieldData {
  name: NamePath;
  errors: [] | [string];
}

/** What `validateFields` rejects with when a field has a message (antd's `ValidateErrorEntity`). */
export interface ValidateError<V> {
  values: V;
  errorFields: { name: (string | number)[]; errors: string[] }[];
}

export interface FormWithFieldsInstance<V> extends FormInstance<V> {
  /** antd's `setFields` for messages set from outside; a message stays until the field is checked again. */
  setFields: (fields: readonly FieldData[]) => void;
  /** antd's `validateFields()`: checks every shown field; the values, or a rejection with the messages. */
  validateFields: () => Promise<V>;
}

class FormWithFieldsStore<V> extends FormStore<V> implements FormWithFieldsInstance<V> {
  /** Fields the user changed or that were checked (rc-form's `dirty`), besides those with an initial value. */
  private touched = new Set<string>();

  constructor() {
    super();
    // resetFields is an arrow property of the store (the instance's methods are handed around
    // unbound, as antd's are): wrapped here, so a reset also forgets which fields were touched.
    const reset = this.resetFields;
    this.resetFields = () => {
      this.touched = new Set();
      reset();
    };
  }

  setFields = (fields: readonly FieldData[]) => {
    for (const { name, errors } of fields) this.setError(keyOf(name), errors[0]);
    this.notify();
  };

  validateFields = () => {
    if (this.validateAll()) return Promise.resolve(this.values);
    const errorFields = [...this.errors].map(([key, message]) => ({ name: [...(this.fields.get(key)?.path ?? [key])], errors: [message] }));
    return Promise.reject<V>({ values: this.values, errorFields } satisfies ValidateError<V>);
  };

  override validateAll(): boolean {
    for (const key of this.fields.keys()) this.touched.add(key);
    return super.validateAll();
  }

  /** rc-form's dependency update: the fields depending on the changed one (and on them) that hold a value are checked again. */
  override change(path: readonly (string | number)[], value: unknown) {
    const key = path.join('.');
    this.touched.add(key);
    super.change(path, value);
    const seen = new Set<string>();
    const visit = (changed: string) => {
      for (const [other, field] of this.fields) {
        if (seen.has(other) || !field.item.current.dependencies.some((name) => keyOf(name) === changed)) continue;
        seen.add(other);
        if (!this.touched.has(other) && getAt(this.initial, field.path) === undefined) continue;
        this.setError(other, this.check(other));
        visit(other);
      }
    };
    visit(key);
    this.notify();
  }
}

/** antd's `Form.useForm()` with `setFields`, `validateFields` and `dependencies`. */
export function useFormWithFields<V>(): [FormWithFieldsInstance<V>] {
  const [store] = useState(() => new FormWithFieldsStore<V>());
  return [store];
}
