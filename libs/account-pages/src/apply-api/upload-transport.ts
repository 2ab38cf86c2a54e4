import type { UploadAnswer } from './application-rules';

export interface UploadRequest {
  /** The site's upload endpoint (never the API: browsers only talk to the site). */
  url: string;
  file: File;
  /** The application the earlier uploads started, if any. */
  uuid: string | null;
  /** Share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/** Sends one document and answers what the site said; never rejects. */
export type UploadDocument = (request: UploadRequest) => Promise<UploadAnswer>;

const isUploadAnswer = (value: unknown): value is UploadAnswer =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

/**
 * The upload through XMLHttpRequest, the one browser API that reports upload progress. The site
 * answers JSON with a status of its own choosing (413 for a file too large, 415 for a refused
 * type); the site server's own 413 is a file too large too; a network failure or any other answer
 * that is not ours counts as `failed`.
 */
export const xhrUploadDocument: UploadDocument = ({ url, file, uuid, onProgress }) =>
  new Promise((resolve) => {
    const failed = (): UploadAnswer => ({ ok: false, uuid, problem: 'failed' });
    // The site server refuses an oversized body before the page's action sees it, in plain text.
    const notOurs = (): UploadAnswer => (xhr.status === 413 ? { ok: false, uuid, problem: 'size' } : failed());
    const body = new FormData();
    if (uuid) body.append('uuid', uuid);
    body.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        const answer: unknown = JSON.parse(xhr.responseText);
        resolve(isUploadAnswer(answer) ? answer : notOurs());
      } catch {
        resolve(notOurs());
      }
    };
    xhr.onerror = () => resolve(failed());
    xhr.onabort = () => resolve(failed());
    xhr.send(body);
  });
