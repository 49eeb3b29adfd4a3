import { REGION_UFS } from '@balcao/schema';

/** The region (schema REGION_UFS: NORTE, SUL…) of a state column `uf` as SQL; null for none. */
export const regionSql = (uf: string) =>
  `(case ${Object.entries(REGION_UFS)
    .map(([region, ufs]) => `when ${uf} in (${ufs.map((u) => `'${u}'`).join(', ')}) then '${region}'`)
    .join(' ')} end)`;
