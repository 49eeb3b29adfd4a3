import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { startStack, type GqlResult } from '../../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack()));
afterAll(() => s.close());

const SAVE = `mutation($input: SubstituteInput!) {
  saveSubstitute(input: $input) { id userId userName substituteId substituteName startsAt endsAt }
}`;
type Saved = GqlResult<{ saveSubstitute: { userName: string; substituteName: string } }>;

describe('substitutes', () => {
  it('a user names his own substitute and gets the range back with both names', async () => {
    const vendedor = await s.login('vendedor');
    const aprovador = await s.login('aprovador');
    const aprovadorId = (await s.gql<{ me: { id: string } }>('{ me { id } }', {}, aprovador)).data!.me.id;
    const res = (await s.gql(
      SAVE,
      {
        input: {
          substituteId: aprovadorId,
          startsAt: '2026-12-01T03:00:00.000Z',
          endsAt: '2026-12-10T03:00:00.000Z',
        },
      },
      vendedor,
    )) as Saved;
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveSubstitute).toMatchObject({ substituteName: 'Ana Aprovadora' });
    expect(res.data!.saveSubstitute.userName).toBeTruthy();
  });

  it('refuses himself as his own substitute, on the field', async () => {
    const vendedor = await s.login('vendedor');
    const me = (await s.gql<{ me: { id: string } }>('{ me { id } }', {}, vendedor)).data!.me.id;
    const res = (await s.gql(
      SAVE,
      {
        input: { substituteId: me, startsAt: '2026-12-01T03:00:00.000Z', endsAt: '2026-12-10T03:00:00.000Z' },
      },
      vendedor,
    )) as Saved;
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'substituteId', messages: [MSG.substituteIsSelf] }],
    });
  });
});
