import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigates once the form has re-rendered as saved: navigating straight from the submit handler
 * would still meet the unsaved-changes blocker of the render before the save.
 */
export function useNavigateAfterSave() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target !== null) void navigate(target);
  }, [target, navigate]);
  return setTarget;
}
