import { describe, it } from 'vitest';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { cloneWorkflowType, startGeneric } from '../../test/workflowTypes.js';

describe('a failing notifier', () => {
  it('never turns a committed action into an error', async () => {
    const t2 = await createTestApp({
      workflows: { notifier: async () => Promise.reject(new Error('down')) },
    });
    try {
      await cloneWorkflowType(t2.db);
      const as = await signInAs(t2, ['vendedor']);
      await startGeneric(as, 'CLI-N');
    } finally {
      await t2.close();
    }
  });
});
