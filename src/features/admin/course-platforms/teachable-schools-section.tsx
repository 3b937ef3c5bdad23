import AddRounded from '@mui/icons-material/AddRounded';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import type { TeachableSchool } from '../../../../contract/teachable-schools';
import {
  useDeleteTeachableSchool,
  useRotateTeachableWebhook,
  useTeachableSchools,
} from '../../../api/teachable-schools';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { QueryStates } from '../../../components/query-states/query-states';
import { CopyableAddresses } from './copyable-addresses';
import { SchoolDialog } from './school-dialog';

const titleOf = (school: TeachableSchool) => school.name || `School ${school.school_id}`;

function SchoolFacts({ school }: { school: TeachableSchool }) {
  const facts: [string, string][] = [
    ['School id', school.school_id],
    ['Address', school.school_url],
    ['Client id', school.client_id],
    ['Admin API key', school.has_api_key ? 'Yes: webhooks are confirmed' : 'No'],
    [
      'Courses → classes',
      school.courses.length === 0
        ? 'None yet: signing in gives no class'
        : school.courses.map((course) => `${course.course_id} → ${course.class_name}`).join(', '),
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        my: 1,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type SchoolCardProps = {
  school: TeachableSchool;
  onEdit: () => void;
  onRemove: () => void;
  onNewWebhook: () => void;
};

function SchoolCard({ school, onEdit, onRemove, onNewWebhook }: SchoolCardProps) {
  const title = titleOf(school);
  const headingId = `teachable-school-${school.id}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Box>
          <Button size="small" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
          <Button
            size="small"
            onClick={onNewWebhook}
            aria-label={`New webhook address for ${title}`}
          >
            New webhook address
          </Button>
          <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        </Box>
      </Stack>
      <SchoolFacts school={school} />
      <CopyableAddresses
        addresses={[
          {
            label: 'OAuth redirect URL',
            value: school.addresses.redirect_url,
            note: 'Teachable: Settings → OAuth apps, in this school’s app.',
          },
          {
            label: 'Webhook address',
            value: school.addresses.webhook_url,
            note: 'Teachable: Settings → Webhooks, for Enrollment.created and Enrollment.disabled. Keep it secret.',
          },
          {
            label: 'Embed address',
            value: school.addresses.embed_url,
            note: 'Embed it in a lecture (custom code block, an iframe).',
          },
        ]}
      />
    </Paper>
  );
}

/** Which dialog is open: none, a new school, one being edited, removed, or given a new webhook. */
type Open =
  | { dialog: 'edit'; school: TeachableSchool | null }
  | { dialog: 'remove' | 'new-webhook'; school: TeachableSchool }
  | null;

/** The Course platforms screen's Teachable part: schools whose own OAuth app signs students in. */
export function TeachableSchoolsSection() {
  const schools = useTeachableSchools();
  const remove = useDeleteTeachableSchool();
  const rotate = useRotateTeachableWebhook();
  const [open, setOpen] = useState<Open>(null);
  const addButton = (
    <Button startIcon={<AddRounded />} onClick={() => setOpen({ dialog: 'edit', school: null })}>
      Connect a Teachable school
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="teachable-schools-title">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="teachable-schools-title" variant="h6" component="h2">
          Teachable schools
        </Typography>
        {addButton}
      </Stack>
      <QueryStates
        query={schools}
        what="The Teachable schools"
        loading={<Skeleton variant="rounded" height={160} aria-label="Loading Teachable schools" />}
      >
        {(data) =>
          data.schools.length === 0 ? (
            <EmptyState icon={<SchoolOutlined />} title="No Teachable school yet">
              Connect a school with the OAuth app its owner creates in Teachable: its students then
              sign in from a lecture and land in the classes their courses feed.
            </EmptyState>
          ) : (
            <Stack spacing={2}>
              {data.schools.map((school) => (
                <SchoolCard
                  key={school.id}
                  school={school}
                  onEdit={() => setOpen({ dialog: 'edit', school })}
                  onRemove={() => setOpen({ dialog: 'remove', school })}
                  onNewWebhook={() => setOpen({ dialog: 'new-webhook', school })}
                />
              ))}
            </Stack>
          )
        }
      </QueryStates>
      {open?.dialog === 'edit' && (
        <SchoolDialog
          school={open.school}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null);
            showSuccessToast(`${titleOf(saved)} saved.`);
          }}
        />
      )}
      {open?.dialog === 'remove' && (
        <ConfirmDialog
          title="Disconnect this school?"
          confirmLabel="Disconnect"
          busy={remove.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            remove.mutate(open.school.id, {
              onSuccess: () => {
                setOpen(null);
                showSuccessToast('School disconnected.');
              },
            })
          }
        >
          Students of {titleOf(open.school)} can no longer sign in from its lectures, and its
          webhooks are refused. Its classes and their students stay in Groundschool.
        </ConfirmDialog>
      )}
      {open?.dialog === 'new-webhook' && (
        <ConfirmDialog
          title="Make a new webhook address?"
          confirmLabel="Make a new address"
          busy={rotate.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            rotate.mutate(open.school.id, {
              onSuccess: () => {
                setOpen(null);
                showSuccessToast('New webhook address made: paste it into Teachable.');
              },
            })
          }
        >
          The current address stops working at once: replace it in {titleOf(open.school)}’s
          Teachable webhooks with the new one.
        </ConfirmDialog>
      )}
    </Box>
  );
}
