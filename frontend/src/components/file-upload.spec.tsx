/** @jest-environment ./jest-dom-environment.mjs */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps, ComponentType } from 'react';
import type { UploadedFile } from '../api/upload-file';
import { appProviders, installFakeApi, jsonResponse as json } from '../lib/testing/fake-api';

const api = installFakeApi();

type Props = ComponentProps<typeof import('./file-upload').FileUpload>;
let FileUpload: ComponentType<Props>;
beforeAll(async () => {
  ({ FileUpload } = await import('./file-upload'));
});

const MB = 1024 * 1024;
const FILE_ID = '4f0c2a4e-7d3b-4c41-9a53-3c2b1d0e9f11';
const STAGED: UploadedFile = {
  id: FILE_ID,
  purpose: 'avatar',
  contentType: 'image/webp',
  size: 2048,
  name: 'me.png',
  width: 320,
  height: 320,
  state: 'staged',
};

function renderUpload(props: Partial<Props> = {}) {
  const onChange = jest.fn<(file: UploadedFile | null) => Promise<void>>();
  const view = render(appProviders()(<FileUpload purpose="avatar" label="avatar" onChange={onChange} {...props} />));
  return { ...view, onChange };
}

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const png = (name = 'me.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

afterEach(() => {
  cleanup();
  api.reset();
});

describe('FileUpload', () => {
  it('offers a drop zone that takes images, naming the limit', () => {
    const { container } = renderUpload();
    expect(screen.getByText('Drop your avatar here, or click to choose a file')).not.toBeNull();
    expect(screen.getByText('JPEG, PNG or WebP, up to 5 MB')).not.toBeNull();
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('image/png');
  });

  it('refuses a file over the limit in the server’s words, without sending it', async () => {
    const { container, onChange } = renderUpload();
    choose(container, png('big.png', 6 * MB));
    expect((await screen.findByRole('alert')).textContent).toContain('File is larger than 5 MB');
    expect(api.requests).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal as it words it', async () => {
    const refusal = 'Only JPEG, PNG or WebP images can be uploaded here';
    api.answerWith(() =>
      Promise.resolve(
        json(415, {
          statusCode: 415,
          code: 'UPLOAD_TYPE_REFUSED',
          message: refusal,
          fields: [{ field: 'file', reason: refusal }],
        }),
      ),
    );
    const { container, onChange } = renderUpload();
    choose(container, png('notes.png'));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(api.requests).toEqual([
      { method: 'POST', path: '/api/files', body: { purpose: 'avatar', file: { name: 'notes.png', size: 1024 } } },
    ]);
    expect(onChange).not.toHaveBeenCalled();
    // The drop zone stays, for another try.
    expect(screen.getByText('Drop your avatar here, or click to choose a file')).not.toBeNull();
  });

  it('answers the staged file once uploaded and shows its preview; Replace uploads anew; Remove clears it', async () => {
    api.answerWith((request) =>
      Promise.resolve(
        request.method === 'POST'
          ? json(201, STAGED)
          : new Response('webp', { status: 200, headers: { 'Content-Type': 'image/webp' } }),
      ),
    );
    const { container, onChange } = renderUpload();
    choose(container, png());
    const preview = await screen.findByRole('img', { name: 'Your avatar' });
    await waitFor(() => expect(preview.getAttribute('src')).toBe('data:image/webp;base64,d2VicA=='));
    expect(onChange).toHaveBeenCalledWith(STAGED);
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/files',
      `GET /api/files/${FILE_ID}/320`,
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('me.png · 2 KB')).not.toBeNull();

    // Replace: the button's own file input, the same upload.
    const replaced = { ...STAGED, id: '5a1d3b5f-8e4c-4d52-8b64-4d3c2e1f0a22', name: 'new.png' };
    api.answerWith((request) =>
      Promise.resolve(
        request.method === 'POST'
          ? json(201, replaced)
          : new Response('webp', { headers: { 'Content-Type': 'image/webp' } }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Replace avatar' })).not.toBeNull();
    choose(container, png('new.png'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(replaced));
    expect(await screen.findByText('new.png · 2 KB')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove avatar' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
    expect(await screen.findByText('Drop your avatar here, or click to choose a file')).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'Your avatar' })).toBeNull();
  });

  it('goes back to the file it showed when the parent fails to save the new one', async () => {
    api.answerWith((request) =>
      Promise.resolve(
        request.method === 'POST'
          ? json(201, STAGED)
          : new Response('webp', { headers: { 'Content-Type': 'image/webp' } }),
      ),
    );
    const { container, onChange } = renderUpload();
    onChange.mockRejectedValueOnce(new Error('Failed to save avatar'));
    choose(container, png());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STAGED));
    expect(await screen.findByText('Drop your avatar here, or click to choose a file')).not.toBeNull();
  });
});
