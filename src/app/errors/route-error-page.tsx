import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadingBar } from '../../components/loading-bar/loading-bar';
import { reloadAfterChunkError } from '../../lib/builds';
import { reportError } from '../../lib/sentry';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

export const INTERNAL_ERROR_TITLE = 'Internal Server Error';

/**
 * The route tree's error boundary (spec §2): 404 shows the not-found page; any other error the
 * generic error page (status 500 unless the error says otherwise). Unexpected errors are reported;
 * a screen whose code failed to load after a deploy reloads the app instead.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const isResponse = isRouteErrorResponse(error);
  const [reloading] = useState(() => !isResponse && reloadAfterChunkError(error));

  useEffect(() => {
    if (!isResponse && !reloading) reportError(error);
  }, [error, isResponse, reloading]);

  if (reloading) return <Reloading />;
  if (isResponse && error.status === 404) return <NotFoundPage standalone={standalone} />;

  const status = isResponse ? error.status : 500;
  const title = (isResponse && error.statusText) || INTERNAL_ERROR_TITLE;
  return (
    <ErrorScreen status={status} title={title} standalone={standalone} reloadHome>
      {status >= 500
        ? 'Something went wrong on our side. Please try again from your home page.'
        : 'This page could not be shown. Please start again from your home page.'}
    </ErrorScreen>
  );
}

function Reloading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <LoadingBar label="Loading the latest version" />
      <Typography>Loading the latest version of Groundschool…</Typography>
    </Box>
  );
}
