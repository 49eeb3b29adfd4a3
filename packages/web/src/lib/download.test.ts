import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('download file names', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="Usuarios 22-11-2026.xlsx"; filename*=UTF-8''Usu%C3%A1rios%2022-11-2026.xlsx`,
        'x',
      ),
    ).toBe('Usuários 22-11-2026.xlsx');
    expect(fileNameOf('attachment; filename="a.csv"', 'x')).toBe('a.csv');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});
