import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { cloneWorkflowType, startGeneric } from '../../test/workflowTypes.js';

// The app's own notifier, not a test double: a started execution reaches the approver's
// notification list through the notification service.
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  await cloneWorkflowType(t.db);
  call = await signInAs(t, ['vendedor', 'aprovador']);
});
afterAll(() => t.close());

it('a task assigned by the engine arrives as a notification that opens the record in workflow mode', async () => {
  const count = async () => (await call('aprovador', 'GET', '/services/notifications/count')).json().count;
  const before = await count();
  const started = await startGeneric(call, 'CLI-NOTIFY');
  expect(await count()).toBe(before + 1);
  const newest = (await call('aprovador', 'GET', '/services/notifications')).json().rows[0];
  expect(newest.type).toBe('TASK');
  expect(newest.notification.link).toBe(
    `/client/customer/workflow/CLI-NOTIFY?executionWorkflowId=${started.executionWorkflowId}`,
  );
});
