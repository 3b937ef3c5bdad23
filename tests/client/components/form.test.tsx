import Button from '@mui/material/Button';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createClassBodySchema } from '../../../contract';
import { ApiError } from '../../../src/api/api-error';
import {
  FormRootError,
  FormTextField,
  LeaveWarning,
  submitHandler,
  useContractForm,
} from '../../../src/components/form';

/** A form made the one way: contract schema, FormTextField, submitHandler. */
function ClassForm({ save }: { save: (values: unknown) => Promise<unknown> }) {
  const form = useContractForm(createClassBodySchema, {
    defaultValues: { name: '', description: '' },
  });
  return (
    <form onSubmit={submitHandler(form, save)} noValidate>
      <FormRootError errors={form.formState.errors} />
      <FormTextField control={form.control} name="name" label="Name" helperText="A name" />
      <FormTextField control={form.control} name="description" label="Description" />
      <LeaveWarning when={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <Button type="submit">Save</Button>
      <Link to="/elsewhere">Elsewhere</Link>
    </form>
  );
}

function renderForm(save: (values: unknown) => Promise<unknown> = async () => undefined) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ClassForm save={save} /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const unprocessable = (fields: { path: string; message: string }[]) =>
  new ApiError(422, 1001, 'Invalid request.', fields);

describe('the form pattern', () => {
  it("shows the contract schema's message once the field is left empty", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  });

  it('submits the values the schema parsed (trimmed)', async () => {
    const saved: unknown[] = [];
    const { user } = renderForm(async (values) => saved.push(values));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  IFR ground  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ name: 'IFR ground', description: '' }]);
  });

  it("puts a 422's field message on its field", async () => {
    const { user } = renderForm(async () => {
      throw unprocessable([{ path: 'body.name', message: 'A class with this name exists.' }]);
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Private');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A class with this name exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows messages for fields the form does not have above the form', async () => {
    const { user } = renderForm(async () => {
      throw unprocessable([{ path: 'body.settings', message: 'Settings are locked.' }]);
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Private');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings are locked.');
  });

  it('keeps what was typed when saving fails for another reason', async () => {
    const { user } = renderForm(async () => {
      throw new ApiError(500, 1000, 'Down.');
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Private');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Private');
  });
});

describe('leaving a form with unsaved changes', () => {
  it('asks first, and Stay keeps the form', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Private');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Private');
  });

  it('Leave goes on to the page', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Private');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('does not ask when nothing changed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });
});
