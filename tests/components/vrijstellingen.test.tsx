import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nlMessages } from '../../src/i18n/nl';
import { RequestDialog } from '../../src/resources/vrijstellingen/RequestDialog';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(requestExemption = fn(() => Promise.resolve({ id: 9 }))) {
  const dataProvider = fakeDataProvider({ requestExemption });
  const onDone = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
      <RequestDialog onClose={() => {}} onDone={onDone} />
    </AdminContext>,
  );
  return { requestExemption, onDone };
}

const dialog = () => screen.getByRole('dialog', { name: 'Vrijstelling aanvragen' });
const send = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Aanvragen' }));
const pdf = () => new File(['%PDF-1.4'], 'attest.pdf', { type: 'application/pdf' });
const pick = (file: File) => fireEvent.change(within(dialog()).getByLabelText('Bewijsstuk', { selector: 'input' }), { target: { files: [file] } });
async function chooseYears(label: string) {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /Aantal jaren/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the exemption request dialog', () => {
  it('requires the years and the document, in Dutch, and sends nothing', async () => {
    const { requestExemption } = renderDialog();
    send();
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(2);
    expect(requestExemption).not.toHaveBeenCalled();
  });

  it('takes a field’s message away as soon as the field is filled', async () => {
    renderDialog();
    send();
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(2);
    await chooseYears('2 jaar');
    await waitFor(() => expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(1));
    pick(pdf());
    await waitFor(() => expect(screen.queryByText('Dit veld is verplicht.')).toBeNull());
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('offers 1 to 5 years only', async () => {
    renderDialog();
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /Aantal jaren/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1 jaar', '2 jaar', '3 jaar', '4 jaar', '5 jaar']);
  });

  it('sends the years, the comment and the document it checked with the server’s schema', async () => {
    const { requestExemption, onDone } = renderDialog();
    await chooseYears('3 jaar');
    pick(pdf());
    fireEvent.change(within(dialog()).getByLabelText('Toelichting (niet verplicht)'), { target: { value: 'Medisch attest' } });
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requestExemption).toHaveBeenCalledWith({ years: 3, comments: 'Medisch attest' }, expect.any(File));
  });

  it('shows the server’s refusal of the document under the document', async () => {
    const refused = fn(() =>
      Promise.reject(
        new HttpError('Dit bestandstype is niet toegelaten.', 400, {
          errorcode: 'FILE_TYPE_NOT_ALLOWED',
          fields: { file: 'Dit bestandstype is niet toegelaten.' },
        }),
      ),
    );
    const { onDone } = renderDialog(refused);
    await chooseYears('1 jaar');
    pick(pdf());
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Dit bestandstype is niet toegelaten.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
