import { describe, expect, it } from 'vitest';
import { mapUpstreamError } from './errors.js';

describe('mapUpstreamError', () => {
  it.each([
    [400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', 'Formulário'],
    [400, 'BAD_REQUEST', 'BAD_USER_INPUT', 'texto'],
    [401, 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'texto'],
    [403, 'FORBIDDEN', 'FORBIDDEN', 'texto'],
    [404, 'NOT_FOUND', 'NOT_FOUND', 'texto'],
    [409, 'CONFLICT', 'CONFLICT', 'texto'],
    [429, 'TOO_MANY_ATTEMPTS', 'TOO_MANY_REQUESTS', 'texto'],
    [500, 'INTERNAL', 'INTERNAL_SERVER_ERROR', 'Erro interno do servidor'],
    [503, 'X', 'UPSTREAM_UNAVAILABLE', 'Serviço indisponível'],
    [502, undefined, 'UPSTREAM_UNAVAILABLE', 'Serviço indisponível'],
  ])('%i %s → %s', (status, upstreamCode, code, message) => {
    const text =
      upstreamCode === 'VALIDATION_FAILED' ? 'Formulário contém erros.' : 'texto secreto do servidor';
    const e = mapUpstreamError(status, {
      statusCode: status,
      code: upstreamCode,
      message: text,
      details: [{ field: 'name', messages: ['m'] }],
    });
    expect(e.extensions.code).toBe(code);
    expect(e.message).toContain(message);
    if (code === 'VALIDATION_FAILED')
      expect(e.extensions.fieldErrors).toEqual([{ field: 'name', messages: ['m'] }]);
    if (status >= 500) expect(e.message).not.toContain('secreto');
  });

  it("passes a dependency's outage with its pt-BR text, a stable code and which dependency it was", () => {
    const erp = mapUpstreamError(502, {
      statusCode: 502,
      code: 'ERP_UNAVAILABLE',
      message: 'Erro ao consultar Api do Totvs',
    });
    expect(erp.message).toBe('Erro ao consultar Api do Totvs');
    expect(erp.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'ERP_UNAVAILABLE' });
    const unset = mapUpstreamError(503, {
      code: 'ERP_NOT_CONFIGURED',
      message: 'Erro ao consultar Api do Totvs',
    });
    expect(unset.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'ERP_NOT_CONFIGURED' });
    // A crash is another thing: masked, and told apart by its code.
    expect(mapUpstreamError(500, { code: 'INTERNAL', message: 'x' }).extensions.code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });
});
