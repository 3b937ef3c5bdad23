import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
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
import type { LtiCourse } from '../../../../contract/lti-courses';
import { useLtiCourses } from '../../../api/lti-platforms';
import { QueryStates } from '../../../components/query-states/query-states';
import { RelinkCourseDialog } from './relink-course-dialog';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The courses LTI platforms launched from and the class each opens; a superuser can relink one. */
export function LtiCoursesCard() {
  const courses = useLtiCourses();
  const [relinking, setRelinking] = useState<LtiCourse | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="lti-courses-title"
      sx={{ p: 2.5 }}
    >
      <Typography id="lti-courses-title" variant="h6" component="h2" gutterBottom>
        Courses
      </Typography>
      <QueryStates
        query={courses}
        what="The courses"
        loading={<Skeleton variant="rounded" height={96} aria-label="Loading courses" />}
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <Typography sx={{ color: 'text.secondary' }}>
            No course has launched Groundschool yet: the first instructor launch from a course links
            it to a class.
          </Typography>
        }
      >
        {(data) => (
          <TableContainer>
            <Table aria-label="Courses and their classes" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Course</TableCell>
                  <TableCell sx={wide}>Platform</TableCell>
                  <TableCell>Class</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.courses.map((course) => (
                  <TableRow key={course.id}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {course.title || course.context_id}
                    </TableCell>
                    <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>
                      {course.platform_name}
                    </TableCell>
                    <TableCell>{course.class_name}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => setRelinking(course)}
                        aria-label={`Link ${course.title || course.context_id} to another class`}
                      >
                        Change class
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryStates>
      {relinking && (
        <RelinkCourseDialog
          course={relinking}
          onClose={() => setRelinking(null)}
          onLinked={(className) => {
            setRelinking(null);
            showSuccessToast(`${relinking.title || relinking.context_id} now opens ${className}.`);
          }}
        />
      )}
    </Paper>
  );
}
