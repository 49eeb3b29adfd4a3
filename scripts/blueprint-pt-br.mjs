// Blueprint writes some labels in English inside its components (a dialog's "Close", a select's
// "Open dropdown", a spinner's "loading"...), with no prop to change them. Users and screen readers
// meet them, and the product speaks pt-BR, so the installed packages are patched (patches/, listed
// under patchedDependencies in pnpm-workspace.yaml). This script writes those patches' changes into a
// package opened with `pnpm patch`; after a Blueprint upgrade, for each of core, table and select:
//
//   npx -y pnpm@10.34.9 patch @blueprintjs/core@<new version> --edit-dir /tmp/bp-core
//   node scripts/blueprint-pt-br.mjs core /tmp/bp-core
//   npx -y pnpm@10.34.9 patch-commit /tmp/bp-core
//
// (and drop the old version's entry from pnpm-workspace.yaml). It fails when a text is no longer
// where it was, so that an upgrade cannot lose a translation unnoticed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Per package: file under lib/<build>/ → [English source text, pt-BR replacement] pairs. */
const TRANSLATIONS = {
  core: {
    'components/dialog/dialog.js': [['"aria-label": "Close"', '"aria-label": "Fechar"']],
    'components/drawer/drawer.js': [['"aria-label": "Close"', '"aria-label": "Fechar"']],
    'components/toast/toast.js': [['"aria-label": "Close"', '"aria-label": "Fechar"']],
    'components/dialog/multistepDialog.js': [
      ['"aria-label": "steps"', '"aria-label": "Etapas"'],
      ['text: "Close"', 'text: "Fechar"'],
      ['text: "Back"', 'text: "Voltar"'],
      ['text: "Submit"', 'text: "Enviar"'],
      ['text: "Next"', 'text: "Avançar"'],
    ],
    'components/html-select/htmlSelect.js': [['"Open dropdown"', '"Abrir lista"']],
    'components/spinner/spinner.js': [['"aria-label": "loading"', '"aria-label": "Carregando"']],
    'components/forms/numericInput.js': [
      ['"aria-label": "increment"', '"aria-label": "Aumentar"'],
      ['"aria-label": "decrement"', '"aria-label": "Diminuir"'],
    ],
    'components/forms/fileInput.js': [['"Choose file..."', '"Escolher arquivo..."']],
    'components/editable-text/editableText.js': [['"Click to Edit"', '"Clique para editar"']],
    'components/tag/tagRemoveButton.js': [['"aria-label": "Remove tag"', '"aria-label": "Remover"']],
    'components/panel-stack/panelView.js': [['"aria-label": "Back"', '"aria-label": "Voltar"']],
    'components/breadcrumbs/breadcrumbs.js': [['"collapsed breadcrumbs"', '"Níveis recolhidos"']],
    'components/menu/menuItem.js': [['title: "Open sub menu"', 'title: "Abrir submenu"']],
    'components/hotkeys/keyComboTag.js': [
      ['"Down key"', '"Seta para baixo"'],
      ['"Left key"', '"Seta para a esquerda"'],
      ['"Right key"', '"Seta para a direita"'],
      ['"Up key"', '"Seta para cima"'],
      ['"Command key"', '"Tecla Command"'],
      ['"Control key"', '"Tecla Control"'],
      ['"Delete key"', '"Tecla Delete"'],
      ['"Enter key"', '"Tecla Enter"'],
      ['"Shift key"', '"Tecla Shift"'],
    ],
  },
  table: {
    'headers/header.js': [['title: "Press down to drag"', 'title: "Arraste para mover a coluna"']],
  },
  select: {
    'components/select/select.js': [
      ['"aria-label": "selectable options"', '"aria-label": "Opções"'],
      ['placeholder = "Filter..."', 'placeholder = "Filtrar..."'],
      ['"aria-label": "Clear filter query"', '"aria-label": "Limpar filtro"'],
      ['title: "Clear filter query"', 'title: "Limpar filtro"'],
    ],
    'components/suggest/suggest.js': [
      ['"aria-label": "selectable options"', '"aria-label": "Opções"'],
      ['placeholder = "Search..."', 'placeholder = "Pesquisar..."'],
    ],
    'components/multi-select/multiSelect.js': [
      ['"aria-label": "selectable options"', '"aria-label": "Opções"'],
      ['placeholder: "Search..."', 'placeholder: "Pesquisar..."'],
      ['"aria-label": "Clear selected items"', '"aria-label": "Limpar seleção"'],
    ],
  },
};

const [pkg, dir] = process.argv.slice(2);
const files = TRANSLATIONS[pkg];
if (!files || !dir) {
  console.error(
    `usage: node scripts/blueprint-pt-br.mjs <${Object.keys(TRANSLATIONS).join('|')}> <edit dir>`,
  );
  process.exit(2);
}
const missing = [];
for (const build of ['cjs', 'esm', 'esnext'])
  for (const [file, pairs] of Object.entries(files)) {
    const path = join(dir, 'lib', build, file);
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of pairs) {
      if (!text.includes(from)) missing.push(`${build}/${file}: ${from}`);
      text = text.replaceAll(from, to);
    }
    writeFileSync(path, text);
  }
if (missing.length) {
  console.error(`Not found, so not translated:\n${missing.join('\n')}`);
  process.exit(1);
}
