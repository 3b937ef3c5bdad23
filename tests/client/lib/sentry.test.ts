import type * as SentryModuleNamespace from '../../../src/lib/sentry';
import type * as SentryReact from '@sentry/react';

const sdk = vi.hoisted(() => ({ init: vi.fn(), setUser: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/react', () => sdk);

type SentryModule = typeof SentryModuleNamespace;

const DSN = 'https://public@o0.ingest.example/1';
const user = { id: 7, name: 'Amelia Student', email: 'amelia@example.com' };

async function freshSentry(): Promise<SentryModule> {
  vi.resetModules();
  return import('../../../src/lib/sentry');
}

/** The SDK loads after first paint: once the page has loaded and the browser is idle. */
async function waitForSdk() {
  await vi.waitFor(() => expect(sdk.init).toHaveBeenCalled());
}

function dispatchUnhandledRejection(reason: unknown) {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  window.dispatchEvent(event);
}

describe('error reporting', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('initialises Sentry for production with every sample rate at 0 and no tracing or replay', async () => {
    const { startErrorReporting } = await freshSentry();
    startErrorReporting();
    await waitForSdk();

    expect(sdk.init).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0]![0] as SentryReact.BrowserOptions &
      Record<string, unknown>;
    expect(options).toMatchObject({
      dsn: DSN,
      environment: 'production',
      tracesSampleRate: 0,
      profilesSampleRate: 0,
      profileSessionSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    });
    expect(options.integrations).toBeUndefined();
    expect(options.tracesSampler).toBeUndefined();
  });

  it('stays off outside production mode', async () => {
    vi.stubEnv('PROD', false);
    vi.useFakeTimers();
    const { startErrorReporting, reportError, setErrorReportingUser } = await freshSentry();
    startErrorReporting();
    setErrorReportingUser(user);
    reportError(new Error('boom'));
    await vi.advanceTimersByTimeAsync(10_000);

    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.setUser).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('stays off without a DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    vi.useFakeTimers();
    const { startErrorReporting } = await freshSentry();
    startErrorReporting();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(sdk.init).not.toHaveBeenCalled();
  });

  it('loads only after the page has loaded, not during start-up', async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { startErrorReporting } = await freshSentry();
    startErrorReporting();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sdk.init).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitForSdk();
    readyState.mockRestore();
  });

  it('attaches the user after sign-in and removes them on sign-out', async () => {
    const { startErrorReporting, setErrorReportingUser } = await freshSentry();
    startErrorReporting();
    await waitForSdk();

    setErrorReportingUser(user);
    expect(sdk.setUser).toHaveBeenLastCalledWith({
      id: 7,
      username: 'Amelia Student',
      email: 'amelia@example.com',
    });

    setErrorReportingUser(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });

  it('queues user changes and errors from before the SDK loaded and replays them in order', async () => {
    vi.useFakeTimers();
    const { startErrorReporting, setErrorReportingUser, reportError } = await freshSentry();
    startErrorReporting();
    const fatal = new Error('fatal on the error page');
    const thrown = new Error('uncaught during start-up');
    const rejected = new Error('unhandled rejection during start-up');

    setErrorReportingUser(user);
    reportError(fatal);
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    dispatchUnhandledRejection(rejected);
    expect(sdk.captureException).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(10);
    await waitForSdk();

    expect(sdk.setUser).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(sdk.captureException.mock.calls).toEqual([
      [fatal, { level: 'fatal' }],
      [thrown, { mechanism: { type: 'onerror', handled: false } }],
      [rejected, { mechanism: { type: 'onunhandledrejection', handled: false } }],
    ]);
    expect(sdk.setUser.mock.invocationCallOrder[0]).toBeLessThan(
      sdk.captureException.mock.invocationCallOrder[0]!,
    );
  });

  it('leaves unhandled errors to the SDK once it is loaded (no duplicates)', async () => {
    const { startErrorReporting } = await freshSentry();
    startErrorReporting();
    await waitForSdk();

    // Stands in for the SDK's own global handler (and keeps the test runner from failing on the error).
    const sdkGlobalHandler = vi.fn();
    window.addEventListener('error', sdkGlobalHandler);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    dispatchUnhandledRejection(new Error('later'));
    window.removeEventListener('error', sdkGlobalHandler);

    expect(sdkGlobalHandler).toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('reports fatal errors from the error page as fatal', async () => {
    const { startErrorReporting, reportError } = await freshSentry();
    startErrorReporting();
    await waitForSdk();
    const error = new Error('render failed');

    reportError(error);

    expect(sdk.captureException).toHaveBeenCalledWith(error, { level: 'fatal' });
  });
});
