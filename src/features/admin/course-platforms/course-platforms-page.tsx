import AddRounded from '@mui/icons-material/AddRounded';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import type { LtiPlatform } from '../../../../contract/lti-platforms';
import { useDeleteLtiPlatform, useLtiPlatforms } from '../../../api/lti-platforms';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { LaunchFailuresCard } from './launch-failures-card';
import { LtiCoursesCard } from './lti-courses-card';
import { PlatformDialog } from './platform-dialog';
import { TeachableSchoolsSection } from './teachable-schools-section';
import { ToolKeysCard } from './tool-keys-card';
import { ToolUrlsCard } from './tool-urls-card';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Which form is open: none, a new platform, or one being edited. */
type Editing = { platform: LtiPlatform | null } | null;

/** /admin/course-platforms (superuser): the LTI 1.3 platforms that may launch Groundschool. */
export function CoursePlatformsPage() {
  const overview = useLtiPlatforms();
  const remove = useDeleteLtiPlatform();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<LtiPlatform | null>(null);
  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      onClick={() => setEditing({ platform: null })}
    >
      Add platform
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Course platforms"
        subtitle="Moodle, Canvas, Brightspace and other LTI 1.3 platforms, and Teachable schools, that open Groundschool inside their courses."
        actions={addButton}
      />
      <QueryStates
        query={overview}
        what="The course platforms"
        loading={<Skeleton variant="rounded" height={240} aria-label="Loading course platforms" />}
      >
        {(data) => (
          <Stack spacing={3}>
            {data.platforms.length === 0 ? (
              <EmptyState icon={<HubOutlined />} title="No course platform yet" action={addButton}>
                {data.registration_origins.length > 0
                  ? 'Paste the dynamic registration URL below into Moodle or Canvas, or add a platform by hand.'
                  : 'Add a platform by hand with the addresses below.'}
              </EmptyState>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                <Table aria-label="Course platforms" size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>Platform</TableCell>
                      <TableCell sx={wide}>Client id</TableCell>
                      <TableCell sx={wide}>Deployments</TableCell>
                      <TableCell sx={wide}>Added</TableCell>
                      <TableCell>
                        <Box component="span" sx={visuallyHidden}>
                          Actions
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.platforms.map((platform) => (
                      <TableRow key={platform.id}>
                        <TableCell sx={{ wordBreak: 'break-all' }}>
                          {platform.name ? (
                            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                              {platform.name}
                            </Typography>
                          ) : null}
                          {platform.issuer}
                        </TableCell>
                        <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>
                          {platform.client_id}
                        </TableCell>
                        <TableCell sx={wide}>
                          {platform.deployment_ids.join(', ') || 'None: launches are refused'}
                        </TableCell>
                        <TableCell sx={wide}>
                          {platform.registered_by === 'dynamic' ? 'By registration' : 'By hand'}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <Button
                            size="small"
                            onClick={() => setEditing({ platform })}
                            aria-label={`Edit ${platform.name || platform.issuer}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setRemoving(platform)}
                            aria-label={`Remove ${platform.name || platform.issuer}`}
                          >
                            Remove
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {data.platforms.length > 0 && <LtiCoursesCard />}
            <ToolUrlsCard urls={data.tool_urls} registrationOrigins={data.registration_origins} />
            <LaunchFailuresCard failures={data.launch_failures} />
            <ToolKeysCard keys={data.tool_keys} />
          </Stack>
        )}
      </QueryStates>
      <Box sx={{ mt: 4 }}>
        <TeachableSchoolsSection />
      </Box>
      {editing && (
        <PlatformDialog
          platform={editing.platform}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            showSuccessToast(`${saved.name || saved.issuer} saved.`);
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this platform?"
          confirmLabel="Remove"
          busy={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                setRemoving(null);
                showSuccessToast('Platform removed.');
              },
            })
          }
        >
          Launches from {removing.name || removing.issuer} stop working. Its classes stay in
          Groundschool, but no longer linked to the platform's courses, and grades not yet sent are
          dropped.
        </ConfirmDialog>
      )}
    </>
  );
}
