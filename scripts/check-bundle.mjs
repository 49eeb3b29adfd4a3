// Fails when the first load of /login or of the shell passes its budget of gzip JavaScript
// (issue 13 §7), measured on the production build as tests/bench/bundle-size.mjs measures it.
//   node scripts/check-bundle.mjs   (after the build)
import { kb, measureFirstLoad } from '../tests/bench/bundle-size.mjs';

const BUDGET_KB = { '/login': 150, 'shell first screen': 180 };

const { icons: _icons, ...screens } = measureFirstLoad();
let over = false;
for (const [screen, budget] of Object.entries(BUDGET_KB)) {
  const { js } = screens[screen];
  const fits = js <= budget * 1024;
  over ||= !fits;
  console.log(`${fits ? 'ok  ' : 'ACIMA'} ${screen}: ${kb(js)} KB de JavaScript gzip (limite ${budget} KB)`);
}
if (over) {
  console.error(
    '\nO primeiro carregamento passou do limite: veja o que entrou no chunk de entrada (BENCHMARKS.md).',
  );
  process.exit(1);
}
