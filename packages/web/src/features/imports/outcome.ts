import { IMPORT_MSG } from '@balcao/schema';
import type { ImportPanel_JobFragment as Job } from '../../__generated__/graphql';

const n = (v: number) => v.toLocaleString('pt-BR');

/** What came of an import, in a sentence, and the intent it is shown with. */
export function outcomeOf(job: Job): { text: string; intent: 'success' | 'warning' | 'danger' | 'none' } {
  const rows = `${n(job.totalRows)} ${job.totalRows === 1 ? 'linha' : 'linhas'}`;
  const bad = `${n(job.errorRows)} de ${rows} com erro`;
  const written = `${n(job.inserted)} incluídas, ${n(job.updated)} atualizadas`;
  switch (job.status) {
    case 'VALIDATED':
      return { text: `Simulação concluída: as ${rows} estão corretas. Nada foi gravado.`, intent: 'success' };
    case 'INVALID':
      return {
        text: job.dryRun ? `Simulação: ${bad}. Nada foi gravado.` : `${bad}: nada foi gravado.`,
        intent: 'danger',
      };
    case 'DONE':
      return { text: `Importação concluída: ${written}.`, intent: 'success' };
    case 'PARTIAL':
      return {
        text: `Importação concluída em parte: ${written}; ${n(job.errorRows)} linhas não gravadas.`,
        intent: 'warning',
      };
    case 'CANCELLED':
      return {
        text:
          job.mode === 'FILE'
            ? `${IMPORT_MSG.cancelled}: nada foi gravado.`
            : `${IMPORT_MSG.cancelled}: ${written}.`,
        intent: 'warning',
      };
    case 'FAILED':
      return { text: job.message ?? IMPORT_MSG.failed, intent: 'danger' };
    default:
      return { text: 'Em andamento', intent: 'none' };
  }
}

export const errorReportPath = (kind: string, id: string) => `/files/imports/${kind}/jobs/${id}/errors`;
