import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiResponse, defaultQueryFn, errorMessage, errorStatus, getQueryFn } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends credentials and no body or content type when there is no payload', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    await expect(apiRequest('GET', '/api/thing')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/thing');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type when a payload is given', async () => {
    const fetchMock = stubFetch(json(200, { id: 1 }));
    await apiRequest('POST', '/api/login', { username: 'ana' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"ana"}',
    });
  });

  it('answers null for an empty body (204)', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeNull();
  });

  it('turns a non-OK JSON answer into "{status}: {body text}" with the status and server message', async () => {
    stubFetch(json(401, { message: 'Invalid username or password', code: 'UNAUTHORIZED' }, 'Unauthorized'));
    const error = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('401: {"message":"Invalid username or password","code":"UNAUTHORIZED"}');
    expect(apiError.status).toBe(401);
    expect(apiError.serverMessage).toBe('Invalid username or password');
    expect(apiError.code).toBe('UNAUTHORIZED');
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = (await apiRequest('GET', '/api/health').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a plain-text error body as the message, with no server message', async () => {
    stubFetch(new Response('Bad gateway from proxy', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad gateway from proxy');
    expect(error.serverMessage).toBeUndefined();
  });

  it('answers null for a 401 when asked to', async () => {
    stubFetch(json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('GET', '/api/user', undefined, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still fails on other statuses when a 401 would answer null', async () => {
    stubFetch(json(500, { message: 'boom', code: 'INTERNAL' }, 'Internal Server Error'));
    await expect(apiRequest('GET', '/api/user', undefined, { on401: 'returnNull' })).rejects.toMatchObject({ status: 500 });
  });
});

describe('query functions', () => {
  it('the default query fn GETs the first element of the query key', async () => {
    const fetchMock = stubFetch(json(200, [1, 2]));
    const signal = new AbortController().signal;
    const result = await defaultQueryFn({ queryKey: ['/api/messages', { page: 2 }], signal } as never);
    expect(result).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/messages', expect.objectContaining({ method: 'GET', signal }));
  });

  it('fails on a 401 by default and answers null with on401 returnNull', async () => {
    stubFetch(json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' }));
    const signal = new AbortController().signal;
    await expect(defaultQueryFn({ queryKey: ['/api/user'], signal } as never)).rejects.toMatchObject({ status: 401 });
    stubFetch(json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/user'], signal } as never)).resolves.toBeNull();
  });
});

describe('error helpers', () => {
  it('read the status and the words to show', () => {
    const error = new ApiError(409, 'Conflict', '{"message":"That username is already taken","code":"CONFLICT"}');
    expect(errorStatus(error)).toBe(409);
    expect(errorMessage(error)).toBe('That username is already taken');
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''))).toBe('500: Internal Server Error');
  });
});

describe('apiResponse', () => {
  it('sends like apiRequest, with extra headers, and answers the OK response unread', async () => {
    const answer = new Response('event: start\ndata: {}\n\n', { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    const fetchMock = stubFetch(answer);
    const response = await apiResponse('POST', '/api/messages/stream', { content: 'hi' }, { headers: { Accept: 'text/event-stream' } });
    expect(response).toBe(answer);
    expect(response.bodyUsed).toBe(false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/messages/stream');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"content":"hi"}',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    });
  });

  it('sends no body or content type without a payload', async () => {
    const fetchMock = stubFetch(new Response('%PDF', { status: 200 }));
    await apiResponse('GET', '/api/escalations/1/report.pdf');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it('throws the same ApiError as apiRequest for a non-OK answer', async () => {
    stubFetch(json(404, { message: 'Reply not found', code: 'NOT_FOUND' }, 'Not Found'));
    const error = (await apiResponse('GET', '/api/messages/stream/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Reply not found');
    expect(error.message).toBe('404: {"message":"Reply not found","code":"NOT_FOUND"}');
  });
});
