import { useId } from 'react';
import { Form, Switch } from 'antd';
import './switch-field.css';

export interface SwitchFieldProps {
  /** The antd Form field name this switch is bound to. */
  name: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** A labelled on/off setting inside an antd Form: label and description left, switch right. */
export function SwitchField({ name, label, description, disabled }: SwitchFieldProps) {
  const id = useId();
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
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch id={id} aria-describedby={description ? descriptionId : undefined} disabled={disabled} />
      </Form.Item>
    </div>
  );
}
