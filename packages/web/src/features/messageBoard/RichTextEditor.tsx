import { useRef } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';

const COMMANDS = [
  ['bold', 'bold', 'Negrito'],
  ['italic', 'italic', 'Itálico'],
  ['underline', 'underline', 'Sublinhado'],
  ['insertUnorderedList', 'properties', 'Lista'],
] as const;

/**
 * A small HTML editor for board messages (bold, italic, underline, lists, links typed as text).
 * What it produces is sanitized by the services on save and again on display.
 */
export function RichTextEditor(props: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div>
      <ButtonGroup variant="minimal" aria-label="Formatação">
        {COMMANDS.map(([cmd, icon, label]) => (
          <Button
            key={cmd}
            icon={icon}
            aria-label={label}
            title={label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              // execCommand is deprecated but still the one editing API every browser ships.
              document.execCommand(cmd);
              props.onChange(ref.current?.innerHTML ?? '');
            }}
          />
        ))}
      </ButtonGroup>
      <div
        ref={ref}
        className="compose-editor"
        contentEditable
        role="textbox"
        aria-multiline
        aria-label={props.label}
        aria-invalid={props.invalid}
        suppressContentEditableWarning
        dangerouslySetInnerHTML={{ __html: props.initialHtml }}
        onInput={(e) => props.onChange(e.currentTarget.innerHTML)}
      />
    </div>
  );
}
