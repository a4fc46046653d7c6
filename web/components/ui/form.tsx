// antd's Form for a form whose rules are functions of its values (the case form: every message is
// the contract's, docs/decisions/0025-case-form-weight.md): the same markup, class names, ids,
// aria attributes and antd's own styles (the form and grid style hooks), without rc-form and
// async-validator (≈ 25 KiB gzipped with antd's form code). What it keeps of antd's behaviour:
// - a field is checked when its value changes, every shown field when the form is submitted; a
//   failed submit scrolls to the first field with a message and does not call `onFinish`;
// - `onValuesChange(changed, all)` on a change the user made, not on `setFieldsValue`;
// - values are kept when a field leaves the page (antd's `preserve`), its message is not;
// - `disabled` reaches antd's components inside through antd's DisabledContext;
// - `requiredMark={false}`'s classes;
// - with the instance of ./form-with-fields (`useFormWithFields`): `setFields` with an error (the
//   server's answer on a field), `validateFields()`, and `dependencies` (a field checked again when
//   one it depends on changes); a module of its own, so the forms without them load none of it.
// - the child control gets `id` (`<form name>_<path>`), `value`, `onChange`, `status`,
//   `aria-required`, `aria-invalid` and `aria-describedby` (`<id>_help`, `<id>_extra`).
import {
  Children,
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/form/style';
import { useColStyle, useRowStyle } from 'antd/es/grid/style';
import { cls, LIGHT_CONTROL } from './light-control';

export type NamePath = string | readonly (string | number)[];
/** A rule: the message for the field, or undefined when it is fine. */
export type FormRule<V> = (form: FormInstance<V>) => string | undefined;

const toPath = (name: NamePath): readonly (string | number)[] => (typeof name === 'string' ? [name] : name);
/** A field's key in the store: its path joined with dots. */
export const keyOf = (name: NamePath) => toPath(name).join('.');
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

export function getAt(values: unknown, path: readonly (string | number)[]): unknown {
  let at: unknown = values;
  for (const part of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[part];
  }
  return at;
}

function setAt<T>(values: T, path: readonly (string | number)[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const base = (isPlainObject(values) ? values : {}) as Record<string | number, unknown>;
  return { ...base, [head!]: setAt(base[head!], rest, value) } as T;
}

/** antd's `setFieldsValue`: plain objects merge, anything else replaces. */
function merge<T>(values: T, patch: unknown): T {
  if (!isPlainObject(patch) || !isPlainObject(values)) return patch as T;
  const next: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(patch))
    next[key] = isPlainObject(value) && isPlainObject(next[key]) ? merge(next[key], value) : value;
  return next as T;
}

interface Field<V> {
  path: readonly (string | number)[];
  /** 'onSubmit': a change clears the field's message and checks nothing (antd's validateTrigger). */
  validateTrigger: 'onChange' | 'onSubmit';
  /**
   * The item's rules and `dependencies` (./form-with-fields) as of its last render: read when
   * checking, so new rules apply without registering the field again.
   */
  item: { readonly current: { rules: readonly FormRule<V>[]; dependencies: readonly NamePath[] } };
}

export interface FormInstance<V = Record<string, unknown>> {
  /** Every value the form holds (antd's `getFieldsValue(true)`). */
  getFieldsValue: (all: true) => V;
  getFieldValue: (name: NamePath) => unknown;
  setFieldsValue: (values: Partial<V>) => void;
  resetFields: () => void;
}

/** The form's values, messages and fields; ./form-with-fields extends it. */
export class FormStore<V> implements FormInstance<V> {
  protected values = {} as V;
  protected initial = {} as V;
  private initialised = false;
  protected errors = new Map<string, string>();
  protected fields = new Map<string, Field<V>>();
  private listeners = new Set<() => void>();
  private onValuesChange: ((changed: Partial<V>, all: V) => void) | undefined;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  protected notify() {
    for (const listener of [...this.listeners]) listener();
  }

  /** The newest `onValuesChange` prop, given on every render (as `init`, by the store's owner). */
  handleValuesChange(handler: ((changed: Partial<V>, all: V) => void) | undefined) {
    this.onValuesChange = handler;
  }

  init(initialValues: V | undefined) {
    if (this.initialised) return;
    this.initialised = true;
    this.initial = (initialValues ?? {}) as V;
    this.values = this.initial;
  }

  getFieldsValue = () => this.values;
  getFieldValue = (name: NamePath) => getAt(this.values, toPath(name));
  setFieldsValue = (patch: Partial<V>) => {
    this.values = merge(this.values, patch);
    this.notify();
  };
  resetFields = () => {
    this.values = this.initial;
    this.errors = new Map();
    this.notify();
  };
  errorOf = (key: string) => this.errors.get(key);

  register(key: string, field: Field<V>) {
    this.fields.set(key, field);
    return () => {
      if (this.fields.get(key) !== field) return;
      this.fields.delete(key);
      if (this.errors.delete(key)) this.notify();
    };
  }

  protected check(key: string): string | undefined {
    const field = this.fields.get(key);
    if (!field) return undefined;
    for (const rule of field.item.current.rules) {
      const message = rule(this);
      if (message) return message;
    }
    return undefined;
  }

  protected setError(key: string, message: string | undefined) {
    if (message) this.errors.set(key, message);
    else this.errors.delete(key);
  }

  /** A change the user made: the value, `onValuesChange`, then that field's check (or its message cleared). */
  change(path: readonly (string | number)[], value: unknown) {
    const key = path.join('.');
    this.values = setAt(this.values, path, value);
    this.onValuesChange?.(setAt({} as Partial<V>, path, value), this.values);
    this.setError(key, this.fields.get(key)?.validateTrigger === 'onSubmit' ? undefined : this.check(key));
    this.notify();
  }

  /** Checks every field in the page; answers whether all passed. */
  validateAll(): boolean {
    for (const key of this.fields.keys()) this.setError(key, this.check(key));
    this.notify();
    return this.errors.size === 0;
  }
}

/** antd's `Form.useForm()`: one form instance for the component's life. */
export function useForm<V>(): [FormInstance<V>] {
  const [store] = useState(() => new FormStore<V>());
  return [store];
}

interface FormContextValue {
  store: FormStore<never>;
  name: string | undefined;
  prefixCls: string;
  hashId: string;
  cssVarCls: string;
  rootCls: string;
  /** The Form's `requiredMark`: with `false`, labels carry antd's hidden-mark class. */
  requiredMark: false | undefined;
}
const FormContext = createContext<FormContextValue | null>(null);

function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A Form.Item must be inside a Form');
  return context;
}

/** antd's `Form.useFormInstance()`. */
export function useFormInstance<V>(): FormInstance<V> {
  return useFormContext().store as unknown as FormInstance<V>;
}

/** antd's `Form.useWatch(name, form)`: the field's value, re-rendering when it changes. */
export function useWatch<V, K extends keyof V & string>(name: K, form: FormInstance<V>): V[K] | undefined;
export function useWatch<V>(name: readonly (string | number)[], form: FormInstance<V>): unknown;
export function useWatch<V>(name: NamePath, form: FormInstance<V>): unknown {
  const store = form as unknown as FormStore<V>;
  const read = () => store.getFieldValue(name);
  return useSyncExternalStore(store.subscribe, read, read);
}

export interface FormProps<V> {
  form: FormInstance<V>;
  name?: string;
  layout?: 'vertical' | 'horizontal';
  initialValues?: V;
  onValuesChange?: (changed: Partial<V>, all: V) => void;
  onFinish: (values: V) => void;
  scrollToFirstError?: ScrollIntoViewOptions;
  /** antd's `requiredMark={false}`: no required marks (antd's classes for it). */
  requiredMark?: false;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function Form<V>({
  form,
  name,
  layout = 'horizontal',
  initialValues,
  onValuesChange,
  onFinish,
  scrollToFirstError,
  requiredMark,
  disabled,
  className,
  style,
  children,
}: FormProps<V>) {
  const store = form as FormStore<V>;
  store.init(initialValues);
  store.handleValuesChange(onValuesChange);
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('form');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const element = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (store.validateAll()) {
      onFinish(store.getFieldsValue());
      return;
    }
    if (scrollToFirstError) {
      // After React has shown the messages, as antd's scroll waits for the validation.
      requestAnimationFrame(() => element.current?.querySelector(`.${prefixCls}-item-has-error`)?.scrollIntoView(scrollToFirstError));
    }
  };

  const context: FormContextValue = {
    store: store as unknown as FormStore<never>,
    name,
    prefixCls,
    hashId,
    cssVarCls,
    rootCls,
    requiredMark,
  };
  return (
    <DisabledContextProvider disabled={disabled}>
      <FormContext.Provider value={context}>
        <form
          ref={element}
          id={name}
          noValidate
          onSubmit={submit}
          style={style}
          className={cls(
            prefixCls,
            `${prefixCls}-${layout}`,
            requiredMark === false && `${prefixCls}-hide-required-mark`,
            cssVarCls,
            rootCls,
            hashId,
            className,
          )}
        >
          {children}
        </form>
      </FormContext.Provider>
    </DisabledContextProvider>
  );
}

export interface FormItemProps<V> {
  label: ReactNode;
  /** Without a name the item is a labelled row that holds no value. */
  name: NamePath;
  required?: boolean;
  rules?: readonly FormRule<V>[];
  extra?: ReactNode;
  /**
   * antd's `dependencies`: fields whose change checks this one again (a confirmation against its
   * password). Only with the instance of ./form-with-fields.
   */
  dependencies?: readonly NamePath[];
  /** antd's `validateTrigger`: check on every change (the default) or only on submit. */
  validateTrigger?: 'onChange' | 'onSubmit';
  /** antd's `normalize`: the value the form keeps for what the control gave. */
  normalize?: (value: never) => unknown;
  /** One control: an Input, TextArea, Select or antd Radio.Group. */
  children: ReactElement<Record<string, unknown>>;
}

/** A light control (Input, TextArea, Select, marked with LIGHT_CONTROL) takes `status` and `inFormItem` from its item. */
// An element's type is a function, an object or a tag name; a tag name (a string) has no such symbol.
const isLightControl = (element: ReactElement): boolean => Boolean((element.type as unknown as Record<symbol, unknown>)[LIGHT_CONTROL]);

const NONE: readonly never[] = [];

function FormItem<V>({
  label,
  name,
  required = false,
  rules = NONE,
  extra,
  dependencies = NONE,
  validateTrigger = 'onChange',
  normalize,
  children,
}: FormItemProps<V>) {
  const { store, name: formName, prefixCls, hashId, cssVarCls, rootCls, requiredMark } = useFormContext();
  const { getPrefixCls } = useContext(ConfigContext);
  const rowPrefixCls = getPrefixCls('row');
  const colPrefixCls = getPrefixCls('col');
  const [rowHash, rowVar] = useRowStyle(rowPrefixCls);
  const [colHash, colVar] = useColStyle(colPrefixCls);
  const path = toPath(name);
  const key = keyOf(name);
  const readValue = () => store.getFieldValue(path);
  const readError = () => store.errorOf(key);
  const value = useSyncExternalStore(store.subscribe, readValue, readValue);
  const error = useSyncExternalStore(store.subscribe, readError, readError);

  const item = useRef({ rules, dependencies });
  item.current = { rules, dependencies };
  // The key names the path (so `path` is not a dependency); the rules and dependencies are read through `item`.
  useEffect(
    () => store.register(key, { path, validateTrigger, item: item as unknown as Field<never>['item'] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `path` is a new array each render, `key` stands for it
    [store, key, validateTrigger],
  );

  const fieldId = `${formName ? `${formName}_` : ''}${path.join('_')}`;
  const itemPrefix = `${prefixCls}-item`;
  const describedBy = cls(error && `${fieldId}_help`, !!extra && `${fieldId}_extra`);
  const control = Children.only(children);
  const childProps: Record<string, unknown> = {
    id: fieldId,
    value,
    onChange: (arg: unknown) => {
      const next = arg && typeof arg === 'object' && 'target' in arg ? (arg.target as { value: unknown }).value : arg;
      (store as unknown as FormStore<V>).change(path, normalize ? normalize(next as never) : next);
    },
  };
  // The light controls show the item's status as antd's do; antd's own (Radio.Group) read antd's context.
  if (isLightControl(control)) Object.assign(childProps, { status: error ? 'error' : undefined, inFormItem: true });
  if (describedBy) childProps['aria-describedby'] = describedBy;
  if (error) childProps['aria-invalid'] = 'true';
  if (required) childProps['aria-required'] = 'true';

  const className = cls(
    itemPrefix,
    cssVarCls,
    rootCls,
    hashId,
    `${itemPrefix}-vertical`,
    error && `${itemPrefix}-with-help`,
    error && `${itemPrefix}-has-error`,
  );
  const labelText = typeof label === 'string' ? label : undefined;
  return (
    <div className={className}>
      <div className={`${rowPrefixCls} ${itemPrefix}-row ${rowHash} ${rowVar}`}>
        <div className={`${colPrefixCls} ${itemPrefix}-label ${colHash} ${colVar}`}>
          <label
            htmlFor={fieldId}
            className={
              cls(required && `${itemPrefix}-required`, requiredMark === false && `${itemPrefix}-required-mark-hidden`) || undefined
            }
            title={labelText}
          >
            {label}
          </label>
        </div>
        <div className={`${colPrefixCls} ${itemPrefix}-control ${colHash} ${colVar}`}>
          <div className={`${itemPrefix}-control-input`}>
            <div className={`${itemPrefix}-control-input-content`}>{cloneElement(control, childProps)}</div>
          </div>
          {(error || extra) && (
            <div className={`${itemPrefix}-additional`}>
              {error && (
                <div
                  id={`${fieldId}_help`}
                  className={`${itemPrefix}-explain ${itemPrefix}-explain-connected ${cssVarCls} ${rootCls} ${hashId}`}
                >
                  <div className={`${itemPrefix}-explain-error`}>{error}</div>
                </div>
              )}
              {extra && (
                <div id={`${fieldId}_extra`} className={`${itemPrefix}-extra`}>
                  {extra}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

Form.Item = FormItem;
Form.useForm = useForm;
Form.useWatch = useWatch;
Form.useFormInstance = useFormInstance;
