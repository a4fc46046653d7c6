import { describe, expect, it } from 'vitest';
import { loginRequest, passwordChangeRequest, registerForm } from '../../modules/identity/contract';
import { fieldIssue } from './zod-form';

describe('fieldIssue', () => {
  const register = { username: 'ana', email: 'ana@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('answers the contract message for the field', () => {
    expect(fieldIssue(loginRequest, { username: 'ab', password: 'secret1' }, 'username')).toBe(
      'Username must be at least 3 characters',
    );
    expect(fieldIssue(loginRequest, { username: 'ab', password: '123' }, 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(fieldIssue(registerForm, { ...register, email: 'nope' }, 'email')).toBe('Please enter a valid email');
  });

  it('reports a cross-field mismatch on the confirmation field, even while other fields are wrong', () => {
    expect(fieldIssue(registerForm, { ...register, confirmPassword: 'secret2' }, 'confirmPassword')).toBe(
      "Passwords don't match",
    );
    expect(fieldIssue(registerForm, { ...register, username: 'a', confirmPassword: 'x' }, 'confirmPassword')).toBe(
      "Passwords don't match",
    );
    expect(
      fieldIssue(passwordChangeRequest, { currentPassword: '', newPassword: 'secret1', confirmPassword: 'other1' }, 'confirmPassword'),
    ).toBe("Passwords don't match");
  });

  it('answers nothing for a valid field', () => {
    expect(fieldIssue(registerForm, register, 'username')).toBeUndefined();
    expect(fieldIssue(registerForm, { ...register, email: 'nope' }, 'username')).toBeUndefined();
  });
});
