import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const CHANGE = 'mutation($c: String!, $p: String!) { changeMyPassword(currentPassword: $c, password: $p) }';

describe('changeMyPassword', () => {
  it('puts each refusal on its field, then changes it and tells the days left at sign-in', async () => {
    const token = await s.login('ralmeida');
    const wrong = await s.gql(CHANGE, { c: 'errada', p: 'Vento-Azul-27' }, token);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'currentPassword', messages: [MSG.currentPasswordWrong] }],
    });
    const weak = await s.gql(CHANGE, { c: 'demo1234', p: 'qwerty123' }, token);
    expect(weak.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ field: 'password', messages: [MSG.passwordCommon] }],
    });
    expect((await s.gql(CHANGE, { c: 'demo1234', p: 'Vento-Azul-27' }, token)).data).toEqual({
      changeMyPassword: true,
    });
    const again = await s.gql<{ login: { passwordExpiresInDays: number; daysPasswordExpired: number } }>(
      'mutation { login(userName: "ralmeida", password: "Vento-Azul-27") { passwordExpiresInDays daysPasswordExpired } }',
    );
    expect(again.data?.login).toEqual({ passwordExpiresInDays: 90, daysPasswordExpired: 0 });
  });
});
