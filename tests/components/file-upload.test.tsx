import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cursussen from '../../domain/resources/cursussen';
import { fileMethods } from '../../src/dataProvider/custom/files';
import { DeclaredFiles } from '../../src/shared/declared/DeclaredFiles';
import { nlMessages } from '../../src/i18n/nl';
import { FileUpload } from '../../src/shared/upload/FileUpload';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });
const TYPE_ERROR = 'Dit bestandstype is niet toegelaten (doc, docx, pdf, ppt, pptx, jpg, jpeg).';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderUpload(uploadFile = fn(fileMethods.uploadFile as never), name: string | null = null, canUpload = true) {
  const dataProvider = fakeDataProvider({ uploadFile });
  const onUploaded = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authAs('OPLVERSTREKKER')} i18nProvider={i18nProvider}>
      <FileUpload path="/bijscholing/cursussen/7/attachment" label="Bijlage" name={name} canUpload={canUpload} onUploaded={onUploaded} />
    </AdminContext>,
  );
  return { dataProvider, onUploaded };
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Bijlage: Bestand kiezen'), { target: { files: [file] } });

/** An XMLHttpRequest that the test drives: upload progress, then the server's answer. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('the upload part', () => {
  it('shows the stored file as a download link, and no picker for who may not upload', () => {
    renderUpload(undefined, 'programma.pdf', false);
    const link = screen.getByRole('link', { name: 'programma.pdf' });
    expect(link.getAttribute('href')).toBe('/api/bijscholing/cursussen/7/attachment');
    expect(screen.queryByRole('button', { name: /kiezen/ })).toBeNull();
  });

  it('offers only the allowed types, one file at a time', () => {
    renderUpload();
    const input = screen.getByLabelText('Bijlage: Bestand kiezen') as HTMLInputElement;
    expect(input.accept).toBe('.doc,.docx,.pdf,.ppt,.pptx,.jpg,.jpeg');
    expect(input.multiple).toBe(false);
    screen.getByText('Nog geen bestand');
  });

  it('sends the file through XMLHttpRequest with a determinate progress bar, then shows its name as a link', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { onUploaded } = renderUpload();
    pick(new File(['%PDF-1.4'], 'programma.pdf', { type: 'application/pdf' }));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/bijscholing/cursussen/7/attachment');
    expect((xhr.body!.get('file') as File).name).toBe('programma.pdf');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    screen.getByText('Bezig met opladen: 40%');
    expect((screen.getByRole('button', { name: 'Bestand kiezen' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => xhr.answer(201, { id: 12, name: 'programma.pdf' }));
    await screen.findByRole('link', { name: 'programma.pdf' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith({ id: 12, name: 'programma.pdf' });
    screen.getByRole('button', { name: 'Ander bestand kiezen' });
  });

  it('refuses a type that is not allowed before sending anything, in Dutch', async () => {
    vi.stubGlobal('XMLHttpRequest', vi.fn());
    const { onUploaded } = renderUpload();
    pick(new File(['x'], 'blad.xlsx'));
    await screen.findByText(TYPE_ERROR);
    expect(XMLHttpRequest).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's Dutch refusal of the content", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderUpload();
    pick(new File(['MZ'], 'virus.pdf'));
    act(() => FakeXhr.last.answer(400, { errorcode: 'FILE_TYPE_NOT_ALLOWED', usererror: TYPE_ERROR, fields: { file: TYPE_ERROR } }));
    await screen.findByText(TYPE_ERROR);
    screen.getByText('Nog geen bestand');
  });

  it('says in Dutch that a file is too large', async () => {
    const uploadFile = fn(() => Promise.reject(new HttpError('Het bestand is te groot.', 413, { errorcode: 'FILE_TOO_LARGE' })));
    renderUpload(uploadFile);
    pick(new File(['%PDF-'], 'groot.pdf'));
    await screen.findByText('Het bestand is te groot.');
    await waitFor(() => expect(uploadFile).toHaveBeenCalledWith('/bijscholing/cursussen/7/attachment', expect.any(File), expect.any(Function)));
  });

  it('checks the size before sending', async () => {
    const big = new File(['x'], 'groot.pdf');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await expect(fileMethods.uploadFile('/x', big)).rejects.toMatchObject({ status: 413, message: 'Het bestand is te groot.' });
  });
});

describe("a course's upload slots", () => {
  const course = { id: 7, status: 'NIEUW', attachment: 3, attachmentName: 'programma.pdf', evaluation: null, evaluationName: null, evaluationStatus: null };
  const renderSlots = (role: string, record: object, tab = 'detail') =>
    render(
      <AdminContext dataProvider={fakeDataProvider()} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <DeclaredFiles d={cursussen} record={record as never} tab={tab} />
      </AdminContext>,
    );

  it('lets a provider change the attachment of a NIEUW course, and upload the evaluation', async () => {
    renderSlots('OPLVERSTREKKER', course);
    await screen.findByLabelText('Bijlage: Bestand kiezen');
    screen.getByLabelText('Evaluatietoets: Bestand kiezen');
    expect(screen.getByRole('link', { name: 'programma.pdf' }).getAttribute('href')).toBe('/api/bijscholing/cursussen/7/attachment');
  });

  it('keeps the attachment of an approved course as a link for the provider, but still takes its evaluation', async () => {
    renderSlots('OPLVERSTREKKER', { ...course, status: 'GOEDGEKEURD', evaluation: 4, evaluationName: 'toets.pdf', evaluationStatus: 'NEW' });
    await screen.findByLabelText('Evaluatietoets: Bestand kiezen');
    expect(screen.queryByLabelText('Bijlage: Bestand kiezen')).toBeNull();
    screen.getByRole('link', { name: 'programma.pdf' });
    screen.getByText('Nieuw');
  });

  it('shows the attendance and pass lists on their own tab', async () => {
    renderSlots('SECRETARIAAT', { ...course, status: 'GOEDGEKEURD' }, 'aanwezigheden');
    await screen.findByLabelText('Aanwezigheidslijst: Bestand kiezen');
    screen.getByLabelText('Lijst van geslaagden: Bestand kiezen');
    expect(screen.queryByText('Bijlage')).toBeNull();
  });
});
