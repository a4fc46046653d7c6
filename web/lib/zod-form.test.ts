import { describe, expect, it } from 'vitest';
import { loginRequest, passwordChangeRequest, privacySettings, registerForm } from '../../modules/identity/contract';
import type { FormInstance } from 'antd';
import { fieldIssue, lazySchema, schemaRule } from './zod-form';

describe('fieldIssue', () => {
  const register = { username: 'ana', email: 'ana@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('answers the contract message for the field', () => {
    expect(fieldIssue(loginRequest, { username: 'ab', password: 'secret1' }, 'username')).toBe('Username must be at least 3 characters');
    expect(fieldIssue(loginRequest, { username: 'ab', password: '123' }, 'password')).toBe('Password must be at least 6 characters');
    expect(fieldIssue(registerForm, { ...register, email: 'nope' }, 'email')).toBe('Please enter a valid email');
  });

  it('reports a cross-field mismatch on the confirmation field, even while other fields are wrong', () => {
    expect(fieldIssue(registerForm, { ...register, confirmPassword: 'secret2' }, 'confirmPassword')).toBe("Passwords don't match");
    expect(fieldIssue(registerForm, { ...register, username: 'a', confirmPassword: 'x' }, 'confirmPassword')).toBe("Passwords don't match");
    expect(
      fieldIssue(passwordChangeRequest, { currentPassword: '', newPassword: 'secret1', confirmPassword: 'other1' }, 'confirmPassword'),
    ).toBe("Passwords don't match");
  });

  it("says zod's own messages in English, as classic zod did, though the browser loads only zod/mini", () => {
    // No SPEC wording on a switch: zod's English message (infra/http/zod-english.ts), not "Invalid input".
    expect(fieldIssue(privacySettings, { conversationHistory: true }, 'aiTraining')).toBe(
      'Invalid input: expected boolean, received undefined',
    );
  });

  it('answers nothing for a valid field', () => {
    expect(fieldIssue(registerForm, register, 'username')).toBeUndefined();
    expect(fieldIssue(registerForm, { ...register, email: 'nope' }, 'username')).toBeUndefined();
  });
});

describe('schemaRule', () => {
  const form = (values: unknown) => ({ getFieldsValue: () => values }) as unknown as FormInstance;
  const validate = (rule: ReturnType<typeof schemaRule>, values: unknown) => {
    const { validator } = typeof rule === 'function' ? rule(form(values)) : rule;
    return (validator as () => Promise<void>)();
  };

  it('checks with a schema given directly or loaded when the field is first checked', async () => {
    const load = lazySchema(async () => loginRequest);
    await expect(validate(schemaRule(loginRequest, 'username'), { username: 'ab', password: 'secret1' })).rejects.toThrow(
      'Username must be at least 3 characters',
    );
    await expect(validate(schemaRule(load, 'username'), { username: 'ab', password: 'secret1' })).rejects.toThrow(
      'Username must be at least 3 characters',
    );
    await expect(validate(schemaRule(load, 'username'), { username: 'ana', password: 'secret1' })).resolves.toBeUndefined();
    expect(load.loaded).toBe(loginRequest);
  });
});
