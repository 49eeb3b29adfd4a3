import './files.css';
import { useRef, useState } from 'react';
import { Button, Icon, ProgressBar } from '@blueprintjs/core';
import type { UploadStatus } from './useUpload';

type Props = {
  /** The accessible name of the drop area. */
  label: string;
  extensions: readonly string[];
  /** The upload it starts and shows (useUpload's). */
  upload: {
    status: UploadStatus;
    percent: number;
    fileName: string | null;
    start: (file: File) => unknown;
    cancel: () => void;
  };
};

/** Drop a file here or pick one; while it goes up, its percent and a cancel button. */
export function FileDrop({ label, extensions, upload }: Props) {
  const { status, percent, fileName, cancel: onCancel } = upload;
  const onFile = (file: File) => void upload.start(file);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const uploading = status === 'uploading';
  const pick = (files: FileList | null) => {
    const f = files?.[0];
    if (f && !uploading) onFile(f);
  };
  return (
    <div
      className={`file-drop${over ? ' file-drop-over' : ''}`}
      role="group"
      aria-label={label}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        pick(e.dataTransfer.files);
      }}
    >
      <Icon icon="cloud-upload" size={32} className="file-drop-icon" />
      <p>Arraste o arquivo para cá ou</p>
      <Button
        intent="primary"
        icon="folder-open"
        text="SELECIONAR ARQUIVO"
        disabled={uploading}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Arquivo"
        accept={extensions.map((e) => `.${e}`).join(',')}
        onChange={(e) => {
          pick(e.target.files);
          e.target.value = '';
        }}
      />
      <small className="bp6-text-muted">
        Formatos aceitos: {extensions.map((e) => e.toUpperCase()).join(', ')}
      </small>
      {uploading && (
        <div className="file-drop-progress">
          <ProgressBar value={percent / 100} intent="primary" stripes={false} />
          <span role="status">
            Enviando {fileName}: {percent}%
          </span>
          <Button icon="cross" text="CANCELAR ENVIO" onClick={onCancel} />
        </div>
      )}
    </div>
  );
}
