import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { useEffect } from 'react';

const SHORTCUTS: [string, string][] = [
  ['Ctrl+M', 'Abre o menu e esta ajuda'],
  ['M', 'Abre o menu (com o foco no menu)'],
  ['Ctrl+K', 'Abre a busca de telas e registros'],
  ['Tab', 'Avança para o próximo item'],
  ['Shift+Tab', 'Volta ao item anterior'],
  ['Enter', 'Abre ou fecha um submenu e navega'],
  ['X ou Esc', 'Fecha esta ajuda'],
];

export function HelpDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'x') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Atalhos do teclado" icon="key-command">
      <DialogBody>
        <HTMLTable compact striped>
          <tbody>
            {SHORTCUTS.map(([key, what]) => (
              <tr key={key}>
                <td>
                  <kbd>{key}</kbd>
                </td>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
    </Dialog>
  );
}
