import { ApiError, apiErrorFromResponse, isApiError, toApiError } from './api-error';

describe('apiErrorFromResponse', () => {
  it('turns the 400 validation array into messages and field errors', () => {
    const error = apiErrorFromResponse(400, [
      { message: 'Validation failed | required | source' },
      { message: 'Validation failed | minCount | sourceDocumentIds' },
      { message: 'Something else' },
    ]);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.messages).toHaveLength(3);
    expect(error.fieldErrors).toEqual([
      { rule: 'required', field: 'source', message: 'Validation failed | required | source' },
      { rule: 'minCount', field: 'sourceDocumentIds', message: 'Validation failed | minCount | sourceDocumentIds' },
    ]);
    expect(error.message).toContain('Validation failed | required | source');
  });

  it('reads the 409 conflict object', () => {
    const body = {
      timestamp: 1700000000000,
      status: 409,
      error: 'Conflict',
      exception: {},
      message: 'Project is still referenced by tasks',
      path: '/rest/api/projects/p1',
    };
    const error = apiErrorFromResponse(409, body, 'Conflict');
    expect(error.conflict).toEqual({
      timestamp: 1700000000000,
      status: 409,
      error: 'Conflict',
      message: 'Project is still referenced by tasks',
      path: '/rest/api/projects/p1',
    });
    expect(error.messages).toEqual(['Project is still referenced by tasks']);
    expect(error.body).toBe(body);
  });

  it('reads {message} objects and plain text, and ignores HTML pages', () => {
    expect(apiErrorFromResponse(404, { message: 'Not found' }).messages).toEqual(['Not found']);
    expect(apiErrorFromResponse(500, 'Internal trouble').messages).toEqual(['Internal trouble']);
    const html = apiErrorFromResponse(502, '<html><body>Bad gateway</body></html>', 'Bad Gateway');
    expect(html.messages).toEqual([]);
    expect(html.message).toBe('Request failed: 502 Bad Gateway');
    expect(apiErrorFromResponse(401, undefined).message).toBe('Request failed with status 401');
  });
});

describe('toApiError', () => {
  it('classifies network, abort and timeout failures', () => {
    expect(toApiError(new TypeError('fetch failed')).kind).toBe('network');
    const controller = new AbortController();
    controller.abort();
    expect(toApiError(new DOMException('aborted', 'AbortError'), controller.signal).kind).toBe('aborted');
    expect(toApiError(new DOMException('aborted', 'AbortError'), undefined, true).kind).toBe('timeout');
    const existing = new ApiError({ kind: 'http', status: 418 });
    expect(toApiError(existing)).toBe(existing);
  });

  it('isApiError tells ApiErrors apart', () => {
    expect(isApiError(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
