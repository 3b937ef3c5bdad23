export { useContractForm } from './use-contract-form';
export { applyServerErrors, submitHandler } from './server-errors';
export { FormTextField } from './form-text-field';
export { FormRootError } from './form-root-error';
export { LeaveWarning } from './leave-warning';
export { useSaveAndNavigate } from './use-navigate-after-save';
export { FormNumberField } from './form-number-field';
export { FormSection } from './form-section';
export { DialogForm } from './dialog-form';
