import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useClass } from '../../api/classes';
import { PageHeader } from '../page-header/page-header';

type PlannedScreenProps = {
  title: string;
  /** The class the screen belongs to; its name is shown above the title. */
  classId?: number;
  children?: ReactNode;
};

export const PLANNED_SCREEN_TEXT = 'This screen is part of a later release.';

/** A screen whose content a later release fills: its title, its class, and an honest note. */
export function PlannedScreen({ title, classId, children }: PlannedScreenProps) {
  return (
    <>
      {classId === undefined ? (
        <PageHeader title={title} />
      ) : (
        <ClassPageHeader title={title} classId={classId} />
      )}
      <Alert severity="info" icon={<ConstructionOutlined />} sx={{ maxWidth: 720 }}>
        {PLANNED_SCREEN_TEXT}
      </Alert>
      {children}
    </>
  );
}

function ClassPageHeader({ title, classId }: { title: string; classId: number }) {
  const { data, isPending } = useClass(classId);
  return <PageHeader title={title} overline={data?.name} overlineLoading={isPending} />;
}
