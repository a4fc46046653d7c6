import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isCredentialRefusal, loginFailureDescription, registrationFailureDescription } from './login-failure';

describe('loginFailureDescription (SPEC.md §8)', () => {
  it('reads a 401 as wrong credentials', () => {
    const error = new ApiError(401, 'Unauthorized', '{"message":"Invalid username or password","code":"UNAUTHORIZED"}');
    expect(loginFailureDescription(error)).toBe('Invalid username or password. Please check your credentials.');
  });

  it('reads any error text containing "Invalid" as wrong credentials', () => {
    expect(loginFailureDescription(new Error('Invalid credentials'))).toBe('Invalid username or password. Please check your credentials.');
  });

  it("shows the server's words for a disabled account and for too many attempts", () => {
    const disabled = new ApiError(
      403,
      'Forbidden',
      '{"message":"This account is disabled. Ask an administrator to enable it again.","code":"FORBIDDEN"}',
    );
    expect(loginFailureDescription(disabled)).toBe('This account is disabled. Ask an administrator to enable it again.');
    const throttled = new ApiError(
      429,
      'Too Many Requests',
      '{"message":"Too many failed login attempts. Please wait 30 seconds and try again."}',
    );
    expect(loginFailureDescription(throttled)).toBe('Too many failed login attempts. Please wait 30 seconds and try again.');
  });

  it('asks to try later otherwise', () => {
    expect(loginFailureDescription(new ApiError(429, 'Too Many Requests', ''))).toBe('Login failed. Please try again later.');
    expect(loginFailureDescription(new ApiError(500, 'Internal Server Error', ''))).toBe('Login failed. Please try again later.');
    expect(loginFailureDescription(new TypeError('Failed to fetch'))).toBe('Login failed. Please try again later.');
  });
});

describe('isCredentialRefusal', () => {
  it('is true for a refusal of the credentials only', () => {
    expect(isCredentialRefusal(new ApiError(401, 'Unauthorized', '{"message":"Invalid username or password"}'))).toBe(true);
    expect(isCredentialRefusal(new ApiError(429, 'Too Many Requests', ''))).toBe(false);
    expect(isCredentialRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('registrationFailureDescription', () => {
  it('shows the server message', () => {
    const error = new ApiError(409, 'Conflict', '{"message":"That username is already taken","code":"CONFLICT"}');
    expect(registrationFailureDescription(error)).toBe('That username is already taken');
  });
});
