import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const COOKIES_BLOCKED_MESSAGE =
  "Your browser blocked this app's cookies inside the course page.";

/** /login inside a course page that blocked the app's cookies: the app in a tab of its own. */
export function LmsCookiesBlocked({ launchUrl }: { launchUrl: string }) {
  return (
    <>
      <Alert severity="warning">{COOKIES_BLOCKED_MESSAGE}</Alert>
      <Typography>
        Groundschool works in a tab of its own, signed in as you are in your course.
      </Typography>
      <Button
        variant="contained"
        href={launchUrl}
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewRounded />}
      >
        Open Groundschool in a new tab
      </Button>
    </>
  );
}
