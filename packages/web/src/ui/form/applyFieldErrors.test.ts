import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from './applyFieldErrors';

describe('applyFieldErrors', () => {
  it('puts each VALIDATION_FAILED field error on its field', () => {
    const setError = vi.fn();
    const error = {
      errors: [
        {
          extensions: {
            code: 'VALIDATION_FAILED',
            fieldErrors: [{ field: 'email', messages: ['E-mail já cadastrado para outro usuário'] }],
          },
        },
      ],
    };
    expect(applyFieldErrors(error, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'E-mail já cadastrado para outro usuário',
    });
  });
  it('ignores other errors', () => {
    const setError = vi.fn();
    expect(applyFieldErrors({ errors: [{ extensions: { code: 'FORBIDDEN' } }] }, setError)).toBe(false);
    expect(applyFieldErrors(new Error('x'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
