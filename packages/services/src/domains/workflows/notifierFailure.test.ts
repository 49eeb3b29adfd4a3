import { describe, expect, it } from 'vitest';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { cloneWorkflowType, GENERIC_WORKFLOW } from '../../test/workflowTypes.js';

describe('a failing notifier', () => {
  it('never turns a committed action into an error', async () => {
    const t2 = await createTestApp({
      workflows: { notifier: async () => Promise.reject(new Error('down')) },
    });
    try {
      await cloneWorkflowType(t2.db);
      const as = await signInAs(t2, ['vendedor']);
      const res = await as('vendedor', 'POST', '/services/workflows/startExecution', {
        workflowTypeCode: GENERIC_WORKFLOW,
        registerId: 'CLI-N',
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await t2.close();
    }
  });
});
