import { Button, visuallyHiddenStyles } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { applyMessages as m } from './apply-api-messages';
import { FILE_INPUT_ACCEPT, fileProblemMessage, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS, type FileProblem } from './application-rules';

/** One document of the form: on its way, stored (with the API's file id), or refused. */
export type DocumentItem =
  | { key: string; name: string; size: number; state: 'uploading'; progress: number }
  | { key: string; name: string; size: number; state: 'done'; fileId: string }
  | { key: string; name: string; size: number; state: 'refused'; problem: FileProblem };

export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** File size for people: KB below a megabyte, else MB with one decimal. */
export const formatSize = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

export interface DocumentListProps {
  documents: readonly DocumentItem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** A problem with the documents as a whole (the schema's cap), from the last check. */
  error?: string | null;
}

/**
 * The supporting documents: a file picker (limits said up front), then each file with its upload
 * progress, its stored state or the reason it was refused, and a button to remove it.
 */
export function DocumentList({ documents, onAdd, onRemove, error }: DocumentListProps) {
  const { i18n } = useLingui();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared, so choosing the same file again (after removing it) is seen as a change.
    event.currentTarget.value = '';
    if (files.length > 0) onAdd(files);
  };
  return (
    <div>
      <Hint id={`${id}-hint`}>{i18n._(m.documentsHint.id, { maxMb: MAX_DOCUMENT_MB, maxFiles: MAX_DOCUMENTS })}</Hint>
      <Picker>
        <input id={`${id}-input`} type="file" multiple accept={FILE_INPUT_ACCEPT} aria-describedby={`${id}-hint`} onChange={onChange} data-testid="document-input" />
        <label htmlFor={`${id}-input`}>{i18n._(m.chooseFiles)}</label>
      </Picker>
      {error && (
        <ListError role="alert" id={`${id}-error`}>
          {error}
        </ListError>
      )}
      <Files aria-live="polite" data-testid="documents">
        {documents.map((document) => (
          <File key={document.key} data-state={document.state}>
            <FileName>
              <span>{document.name}</span>
              <Size>{formatSize(document.size)}</Size>
            </FileName>
            {document.state === 'uploading' && (
              <Progress>
                <progress max={100} value={document.progress} aria-label={i18n._(m.uploadProgress.id, { name: document.name })} />
                <span>{i18n._(m.uploading.id, { percent: document.progress })}</span>
              </Progress>
            )}
            {document.state === 'done' && <Stored>{i18n._(m.uploaded)}</Stored>}
            {document.state === 'refused' && (
              <Refused role="alert">{i18n._(fileProblemMessage(document.problem).id, { name: document.name, maxMb: MAX_DOCUMENT_MB, maxFiles: MAX_DOCUMENTS })}</Refused>
            )}
            {document.state !== 'uploading' && (
              <Button type="button" $variant="text" $size="sm" onClick={() => onRemove(document.key)} aria-label={i18n._(m.remove.id, { name: document.name })}>
                ✕
              </Button>
            )}
          </File>
        ))}
      </Files>
    </div>
  );
}

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Picker = styled.div`
  input { ${visuallyHiddenStyles} }
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    cursor: pointer;
  }
  label:hover { background: ${({ theme }) => theme.colors.surface}; }
  input:focus-visible + label { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const ListError = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  &:empty { display: none; }
`;

const File = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[data-state='refused'] { border-color: ${({ theme }) => theme.colors.danger}; background: ${({ theme }) => theme.colors.dangerSurface}; }
  /* The reason takes its own row under the name, the remove button stays on the first. */
  &[data-state='refused'] > p { grid-column: 1 / -1; grid-row: 2; }
`;

const FileName = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  span:first-child { overflow-wrap: anywhere; font-weight: 600; }
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Progress = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  progress { width: 120px; }
`;

const Stored = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
