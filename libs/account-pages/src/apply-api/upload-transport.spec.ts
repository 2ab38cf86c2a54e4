/**
 * @jest-environment jsdom
 */
import { xhrUploadDocument } from './upload-transport';

/** An XMLHttpRequest that answers `status` and `body` as soon as it is sent. */
const answering = (status: number, body: string) =>
  class {
    status = 0;
    responseText = '';
    upload = {};
    onload: (() => void) | null = null;
    open = jest.fn();
    setRequestHeader = jest.fn();
    send() {
      this.status = status;
      this.responseText = body;
      this.onload?.();
    }
  };

const upload = () => xhrUploadDocument({ url: '/en/apply-api/upload', file: new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), uuid: null, onProgress: () => undefined });

describe('xhrUploadDocument', () => {
  const original = window.XMLHttpRequest;
  afterEach(() => {
    window.XMLHttpRequest = original;
  });

  it("answers the site's JSON as it is", async () => {
    window.XMLHttpRequest = answering(415, JSON.stringify({ ok: false, uuid: null, problem: 'type' })) as unknown as typeof XMLHttpRequest;
    await expect(upload()).resolves.toEqual({ ok: false, uuid: null, problem: 'type' });
  });

  it("reads the site server's plain 413 (a body over its limit, refused before the page's action) as a file too large", async () => {
    window.XMLHttpRequest = answering(413, 'Payload Too Large') as unknown as typeof XMLHttpRequest;
    await expect(upload()).resolves.toEqual({ ok: false, uuid: null, problem: 'size' });
  });

  it('counts any other answer that is not ours as failed', async () => {
    window.XMLHttpRequest = answering(502, '<html>Bad gateway</html>') as unknown as typeof XMLHttpRequest;
    await expect(upload()).resolves.toEqual({ ok: false, uuid: null, problem: 'failed' });
  });
});
