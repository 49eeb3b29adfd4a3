import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';

/** A sub-record tab's save: 'Cadastro salvo com sucesso!', or the field errors, or the fallback text. */
export async function saveSubRecord(run: () => Promise<unknown>, serverErrors: (e: unknown) => boolean) {
  try {
    await run();
    notify.success(MSG.recordSaved);
  } catch (err) {
    if (!serverErrors(err)) notify.error(MSG.customerFillRequired);
  }
}
