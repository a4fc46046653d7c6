import { useId } from 'react';
import { Switch } from 'antd';
import { Form } from './ui/form';
import './switch-field.css';

export interface SwitchFieldProps {
  /** The light Form's field (web/components/ui/form) this switch is bound to. */
  name: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** A labelled on/off setting inside a light Form: label and description left, switch right. */
export function SwitchField({ name, label, description, disabled }: SwitchFieldProps) {
  const id = useId();
  // antd's `<Form.Item name valuePropName="checked" noStyle>`: the switch shows the field's value
  // and sets it, with no item markup around it.
  const form = Form.useFormInstance<Record<string, boolean>>();
  const checked = Form.useWatch(name, form);
  const descriptionId = `${id}-description`;
  return (
    <div className="cb-switch-field">
      <div className="cb-switch-field-text">
        <label htmlFor={id} className="cb-switch-field-label">
          {label}
        </label>
        {description && (
          <div id={descriptionId} className="cb-switch-field-description">
            {description}
          </div>
        )}
      </div>
      <Switch
        id={id}
        checked={checked === true}
        onChange={(on) => form.setFieldsValue({ [name]: on })}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
      />
    </div>
  );
}
