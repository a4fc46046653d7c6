// The mark of a light control (Input, TextArea, Select in web/components/ui): the light Form's item
// hands such a control its `status` and `inFormItem` (antd's own controls read antd's form context
// instead). A module of its own, so a page with a light field and no form does not load the form.
export const LIGHT_CONTROL = Symbol('light control');

/** What a light control takes from the light Form's item besides `id`, `value` and `onChange`. */
export interface LightControlProps {
  /** The item's validation status (antd's `status`): the field's border and colour. */
  status?: 'error' | 'warning';
  /** Set by the light Form's item: an absent value shows as an empty field (the field stays controlled). */
  inFormItem?: boolean;
}

/** Class names joined, the falsy left out (antd's clsx for plain strings). */
export const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
