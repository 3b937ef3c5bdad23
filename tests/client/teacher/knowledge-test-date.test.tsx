import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  storedClassSettingsSchema,
  type ClassSettingsResponse,
  type GeneralSettings,
} from '../../../contract';
import { ClassSettingsPage } from '../../../src/features/teacher/settings/class-settings-page';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';

let sent: GeneralSettings[];

function serve(general: Partial<GeneralSettings>) {
  const stored = storedClassSettingsSchema.parse({ general });
  const settings: ClassSettingsResponse = { ...stored, topics: [] };
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(
        aClass({ id: 7, my_roles: [2], join_code: 'ABC123', join_code_enabled: true }),
      ),
    ),
    http.get(api('classSettings', { classId: 7 }), () => HttpResponse.json(settings)),
    http.put(api('classGeneralSettings', { classId: 7 }), async ({ request }) => {
      const body = (await request.json()) as GeneralSettings;
      sent.push(body);
      return HttpResponse.json({ ...settings, general: body });
    }),
  );
}

const renderSettings = () =>
  renderRoutes(
    [{ path: '/teacher/classes/:classId/class-settings', element: <ClassSettingsPage /> }],
    '/teacher/classes/7/class-settings',
  );

beforeEach(() => {
  sent = [];
});

describe("the class's knowledge-test date", () => {
  it('is optional and saved with the study settings', async () => {
    serve({});
    renderSettings();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Knowledge-test date');
    expect(field).toHaveValue('');
    await user.type(field, '2027-01-20');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByText('Study settings saved.')).toBeInTheDocument();
    expect(sent[0]?.knowledge_test_date).toBe('2027-01-20');
  });

  it('cleared, is sent as none', async () => {
    serve({ knowledge_test_date: '2027-01-20' });
    renderSettings();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Knowledge-test date');
    expect(field).toHaveValue('2027-01-20');
    await user.clear(field);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    await screen.findByText('Study settings saved.');
    expect(sent[0]?.knowledge_test_date).toBeNull();
  });
});
