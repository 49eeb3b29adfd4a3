import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { FILE_EXTENSIONS, MSG, RELEASE_MSG } from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { FileDrop, useUpload } from '../files';
import { SaveFanDocumentsDocument } from '../../__generated__/graphql';

type Uploaded = { id: number | string; originalName: string };

/**
 * A new document of a FAN (spec/02 §3 FAN): its description first, then its file, uploaded through
 * the files module (which answers its id and path) and saved on the FAN with its name.
 */
export function FanDocumentAdd({ fanId, onSaved }: { fanId: string; onSaved: () => void }) {
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const [save] = useMutation(SaveFanDocumentsDocument, OWN_ERROR_TEXT);
  const upload = useUpload<Uploaded>({
    url: '/files/upload',
    extensions: FILE_EXTENSIONS,
    failedMessage: MSG.saveFileFailed,
    onUploaded: (file) =>
      void save({
        variables: {
          workflowFanId: fanId,
          documents: [
            { description: description.trim(), fileId: String(file.id), filename: file.originalName },
          ],
        },
      }).then(
        () => {
          notify.success(RELEASE_MSG.fileSaved);
          setDescription('');
          onSaved();
        },
        (e: Error) => notify.error(`${MSG.saveFileFailed} ${e.message}`),
      ),
  });
  const described = description.trim() !== '';
  return (
    <div className="fan-document-add">
      <FormGroup
        label="Descrição do documento"
        labelFor="fan-document-description"
        labelInfo="*"
        intent={missing && !described ? 'danger' : 'none'}
        helperText={missing && !described ? MSG.required : 'Descreva o documento e depois envie o arquivo.'}
      >
        <InputGroup
          id="fan-document-description"
          value={description}
          maxLength={100}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormGroup>
      <FileDrop
        label="Enviar documento do FAN"
        extensions={FILE_EXTENSIONS}
        upload={{
          ...upload,
          start: (file: File) => {
            if (!described) return setMissing(true);
            return upload.start(file);
          },
        }}
      />
    </div>
  );
}
