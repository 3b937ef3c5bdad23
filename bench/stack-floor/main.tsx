// The smallest page of the mandated stack, for `npm run bench:floor`.
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Page() {
  const status = useQuery({
    queryKey: ['x'],
    queryFn: () => fetch('/api/health').then((response) => response.json()),
  }).status;
  return (
    <>
      <Typography variant="h1">Groundschool</Typography>
      <Button variant="contained">{status}</Button>
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ThemeProvider>,
);
