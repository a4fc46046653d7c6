// The light Form, Input and Select keep what the case form relied on in antd's: checks on change
// or on submit, no onFinish on a failed submit, onValuesChange for the user's changes only, the
// ids and ARIA antd gives its controls, a disabled form, and the select's keyboard. The settings'
// forms add the server's message on a field (setFields), dependencies, validateFields and the
// password field's eye.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form, type FormInstance, type FormRule } from './form';
import { useFormWithFields, type FormWithFieldsInstance } from './form-with-fields';
import { PasswordInput } from './password-input';
import { Input } from './input';
import { TextArea } from './textarea';
import { Select } from './select';

type Values = { name?: string; note?: string; colour?: string };
const nameRule: FormRule<Values> = (form) =>
  (form.getFieldsValue(true).name ?? '').length < 3 ? 'Name must be at least 3 characters' : undefined;
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
    <Form<Values>
      form={form}
      name="t"
      layout="vertical"
      initialValues={{ name: '' }}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      disabled={disabled}
    >
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

type Passwords = { current?: string; password?: string; confirm?: string; hint?: string };
const currentRule: FormRule<Passwords> = (form) => (form.getFieldsValue(true).current ? undefined : 'Current password is required');
const confirmRule: FormRule<Passwords> = (form) => {
  const { password, confirm } = form.getFieldsValue(true);
  return password === confirm ? undefined : "Passwords don't match";
};
const hintRule: FormRule<Passwords> = (form) => {
  const { password, hint } = form.getFieldsValue(true);
  if (!hint) return 'Hint is required';
  return hint === password ? 'Not the password itself' : undefined;
};

function PasswordHarness({
  onFinish,
  expose,
}: {
  onFinish: (values: Passwords) => void;
  expose?: (form: FormWithFieldsInstance<Passwords>) => void;
}) {
  const [form] = useFormWithFields<Passwords>();
  expose?.(form);
  return (
    // `hint` has no initial value: like rc-form, a dependency change checks it only once it was touched.
    <Form<Passwords>
      form={form}
      name="p"
      layout="vertical"
      requiredMark={false}
      initialValues={{ current: '', password: '', confirm: '' }}
      onFinish={onFinish}
    >
      <Form.Item label="Current" name="current" rules={[currentRule]}>
        <PasswordInput />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <PasswordInput />
      </Form.Item>
      <Form.Item label="Confirm" name="confirm" dependencies={['password']} rules={[confirmRule]}>
        <PasswordInput />
      </Form.Item>
      <Form.Item label="Hint" name="hint" dependencies={['password']} rules={[hintRule]}>
        <PasswordInput />
      </Form.Item>
      <button type="submit">Change</button>
    </Form>
  );
}

describe('light Form with fields (settings)', () => {
  it('checks a field again when a field it depends on changes, once it holds a value', async () => {
    render(<PasswordHarness onFinish={vi.fn()} />);
    // The confirmation has an initial value: typing the new password checks it at once (antd does).
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Confirm').getAttribute('aria-invalid')).toBe('true');
    // The hint has none and was not touched: not checked yet.
    expect(screen.queryByText('Hint is required')).toBeNull();

    await userEvent.type(screen.getByLabelText('Confirm'), 'secret12');
    await waitFor(() => expect(screen.queryByText("Passwords don't match")).toBeNull());
    await userEvent.type(screen.getByLabelText('Password'), '3');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Hint'), 'secret12');
    expect(screen.queryByText('Not the password itself')).toBeNull();
    // Touched now: a change of the password checks it.
    await userEvent.type(screen.getByLabelText('Password'), '{Backspace}');
    expect(await screen.findByText('Not the password itself')).toBeTruthy();
  });

  it('shows a message set from outside on its field until the field is checked again', async () => {
    let form: FormWithFieldsInstance<Passwords> | undefined;
    render(<PasswordHarness onFinish={vi.fn()} expose={(f) => (form = f)} />);
    await userEvent.type(screen.getByLabelText('Current'), 'wrong');
    act(() => form!.setFields([{ name: 'current', errors: ['Current password is incorrect'] }]));
    const current = screen.getByLabelText('Current');
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe('p_current_help');
    expect(current.closest('.ant-form-item')?.classList.contains('ant-form-item-has-error')).toBe(true);
    // Another field's change leaves it; the field's own change checks it again.
    await userEvent.type(screen.getByLabelText('Password'), 'a');
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
    await userEvent.type(current, '!');
    await waitFor(() => expect(screen.queryByText('Current password is incorrect')).toBeNull());
    expect(current.getAttribute('aria-invalid')).toBeNull();
    act(() => form!.setFields([{ name: 'current', errors: ['Current password is incorrect'] }]));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    act(() => form!.setFields([{ name: 'current', errors: [] }]));
    await waitFor(() => expect(screen.queryByText('Current password is incorrect')).toBeNull());
  });

  it('validateFields answers the values, or rejects with the messages and shows them', async () => {
    let form: FormWithFieldsInstance<Passwords> | undefined;
    render(<PasswordHarness onFinish={vi.fn()} expose={(f) => (form = f)} />);
    await expect(act(() => form!.validateFields())).rejects.toEqual({
      values: { current: '', password: '', confirm: '' },
      errorFields: [
        { name: ['current'], errors: ['Current password is required'] },
        { name: ['hint'], errors: ['Hint is required'] },
      ],
    });
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Current'), 'old');
    await userEvent.type(screen.getByLabelText('Hint'), 'h');
    await expect(form!.validateFields()).resolves.toEqual({ current: 'old', password: '', confirm: '', hint: 'h' });
  });

  it('resetFields goes back to the initial values, without messages', async () => {
    let form: FormWithFieldsInstance<Passwords> | undefined;
    const onFinish = vi.fn();
    render(<PasswordHarness onFinish={onFinish} expose={(f) => (form = f)} />);
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    act(() => form!.resetFields());
    await waitFor(() => expect(screen.queryByText("Passwords don't match")).toBeNull());
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Current'), 'old');
    await userEvent.type(screen.getByLabelText('Hint'), 'h');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onFinish).toHaveBeenCalledWith({ current: 'old', password: '', confirm: '', hint: 'h' });
  });
});

describe('light Input.Password', () => {
  it('shows and hides the text with the eye (click, Enter or Space) and keeps the focus in the field', async () => {
    render(<PasswordInput aria-label="Secret" value="s3cret" onChange={() => {}} />);
    const input = screen.getByLabelText('Secret') as HTMLInputElement;
    const eye = screen.getByRole('button', { name: 'Show' });
    expect(input.type).toBe('password');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    // antd's: the password's value attribute leaves the element's markup.
    await waitFor(() => expect(input.hasAttribute('value')).toBe(false));
    expect(input.value).toBe('s3cret');

    input.focus();
    await userEvent.click(eye);
    expect(input.type).toBe('text');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');

    eye.focus();
    await userEvent.keyboard('{Enter}');
    expect(input.type).toBe('password');
    await userEvent.keyboard(' ');
    expect(input.type).toBe('text');
  });

  it('does not toggle when disabled, and leaves the tab order', async () => {
    render(<PasswordInput aria-label="Secret" value="" onChange={() => {}} disabled />);
    const eye = screen.getByRole('button', { name: 'Show' });
    expect(eye.getAttribute('tabindex')).toBe('-1');
    expect(eye.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(eye);
    expect((screen.getByLabelText('Secret') as HTMLInputElement).type).toBe('password');
  });
});
