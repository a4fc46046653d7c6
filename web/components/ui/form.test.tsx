// The light Form, Input and Select keep what the case form relied on in antd's: checks on change
// or on submit, no onFinish on a failed submit, onValuesChange for the user's changes only, the
// ids and ARIA antd gives its controls, a disabled form, and the select's keyboard.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form, type FormInstance, type FormRule } from './form';
import { Input } from './input';
import { TextArea } from './textarea';
import { Select } from './select';

type Values = { name?: string; note?: string; colour?: string };
const nameRule: FormRule<Values> = (form) => ((form.getFieldsValue(true).name ?? '').length < 3 ? 'Name must be at least 3 characters' : undefined);
const noteRule: FormRule<Values> = (form) => (form.getFieldsValue(true).note ? undefined : 'Note is required');

function Harness({
  onFinish,
  onValuesChange,
  disabled,
  expose,
}: {
  onFinish: (values: Values) => void;
  onValuesChange?: (changed: Partial<Values>) => void;
  disabled?: boolean;
  expose?: (form: FormInstance<Values>) => void;
}) {
  const [form] = Form.useForm<Values>();
  expose?.(form);
  return (
    <Form<Values> form={form} name="t" layout="vertical" initialValues={{ name: '' }} onFinish={onFinish} onValuesChange={onValuesChange} disabled={disabled}>
      <Form.Item label="Name" name="name" required rules={[nameRule]} extra="Your full name.">
        <Input />
      </Form.Item>
      <Form.Item label="Note" name="note" rules={[noteRule]} validateTrigger="onSubmit">
        <TextArea />
      </Form.Item>
      <Form.Item label="Colour" name="colour">
        <Select
          placeholder="Pick a colour"
          options={[
            { value: 'r', label: 'Red' },
            { value: 'g', label: 'Green' },
            { value: 'b', label: 'Blue' },
          ]}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <button type="submit">Send</button>
    </Form>
  );
}

describe('light Form', () => {
  it('checks a field on change, every field on submit, and calls onFinish only when all pass', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('id')).toBe('t_name');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('t_name_extra');

    await userEvent.type(name, 'Al');
    expect(await screen.findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('t_name_help t_name_extra');
    expect(name.closest('.ant-form-item')?.classList.contains('ant-form-item-has-error')).toBe(true);
    // The note is checked on submit only.
    expect(screen.queryByText('Note is required')).toBeNull();

    await userEvent.type(name, 'ex');
    await waitFor(() => expect(screen.queryByText('Name must be at least 3 characters')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Note is required')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    // Typing clears an on-submit field's message without checking it.
    await userEvent.type(screen.getByLabelText('Note'), 'x');
    await waitFor(() => expect(screen.queryByText('Note is required')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onFinish).toHaveBeenCalledWith({ name: 'Alex', note: 'x' });
  });

  it('reports the user changes to onValuesChange, not setFieldsValue, and resets to the initial values', async () => {
    const onValuesChange = vi.fn();
    let form: FormInstance<Values> | undefined;
    render(<Harness onFinish={vi.fn()} onValuesChange={onValuesChange} expose={(f) => (form = f)} />);
    await userEvent.type(screen.getByLabelText('Name'), 'B');
    expect(onValuesChange).toHaveBeenLastCalledWith({ name: 'B' }, { name: 'B' });
    onValuesChange.mockClear();
    form!.setFieldsValue({ note: 'set' });
    expect(await screen.findByDisplayValue('set')).toBeTruthy();
    expect(onValuesChange).not.toHaveBeenCalled();
    form!.resetFields();
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('disables its controls when the form is disabled', () => {
    render(<Harness onFinish={vi.fn()} disabled />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Note') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Colour') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('light Select', () => {
  it('opens with the arrow keys, narrows by typing, picks with Enter and closes with Escape', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    colour.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(colour.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Red', 'Green', 'Blue']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(colour.getAttribute('aria-expanded')).toBe('false');
    expect(colour.closest('.ant-select')?.textContent).toContain('Green');

    await userEvent.type(colour, 'bl');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Blue']);
    await userEvent.keyboard('{Enter}');
    expect(colour.closest('.ant-select')?.textContent).toContain('Blue');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(colour.closest('.ant-select')?.textContent).toContain('Blue');
  });
});
