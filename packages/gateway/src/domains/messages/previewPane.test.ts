import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from '../../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s.close());

describe('message board preview pane over GraphQL', () => {
  it("reads and sets the user's own choice; a user without the board gets FORBIDDEN", async () => {
    const token = await s.login('vendedor');
    expect((await s.gql('{ messageBoardPreviewPane }', {}, token)).data).toEqual({
      messageBoardPreviewPane: false,
    });
    const set = await s.gql(
      'mutation($show: Boolean!) { setMessageBoardPreviewPane(show: $show) }',
      { show: true },
      token,
    );
    expect(set.data).toEqual({ setMessageBoardPreviewPane: true });
    expect((await s.gql('{ messageBoardPreviewPane }', {}, token)).data).toEqual({
      messageBoardPreviewPane: true,
    });
    const other = await s.gql('{ messageBoardPreviewPane }', {}, await s.login('semperfil'));
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
