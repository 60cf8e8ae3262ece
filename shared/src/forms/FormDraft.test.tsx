import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '@villa/shared/store';
import { clearFormDraft, Form, FormDraft, readFormDraft, TextField } from '@villa/shared/forms';

interface Values {
  surname: string;
  accepted: boolean;
}

const KEY = 'checkout:7:reserve:12:2027-03-06:7';

/** A form started from its draft, as a page would start it after a reload. */
function DraftedForm() {
  return (
    <Form<Values>
      onSubmit={() => undefined}
      initialValues={{ surname: '', accepted: false, ...readFormDraft<Values>(KEY) }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormDraft<Values> storageKey={KEY} pick={({ accepted: _a, ...rest }) => rest} />
          <TextField name="surname" label="Surname" />
        </form>
      )}
    />
  );
}

beforeEach(() => sessionStorage.clear());

describe('FormDraft', () => {
  it('keeps what was typed across a new render of the page, without what is left out', async () => {
    const first = render(<DraftedForm />);
    await userEvent.type(screen.getByLabelText('Surname'), 'Walker');
    await waitFor(() => expect(readFormDraft<Values>(KEY)).toEqual({ surname: 'Walker' }));
    first.unmount();

    render(<DraftedForm />);
    expect(screen.getByLabelText('Surname')).toHaveValue('Walker');
  });

  it('is forgotten once the form is sent, and by logging out', async () => {
    sessionStorage.setItem(`form-draft:${KEY}`, JSON.stringify({ surname: 'Walker' }));
    clearFormDraft(KEY);
    expect(readFormDraft(KEY)).toBeUndefined();

    sessionStorage.setItem(`form-draft:${KEY}`, JSON.stringify({ surname: 'Walker' }));
    sessionStorage.setItem('unrelated', 'kept');
    getSession().logout();
    expect(readFormDraft(KEY)).toBeUndefined();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('reads an unreadable draft as none', () => {
    sessionStorage.setItem(`form-draft:${KEY}`, '{broken');
    expect(readFormDraft(KEY)).toBeUndefined();
    sessionStorage.setItem(`form-draft:${KEY}`, '"text"');
    expect(readFormDraft(KEY)).toBeUndefined();
  });
});
