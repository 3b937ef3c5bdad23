export { createOutbox, type Outbox, type OutboxItem, type OutboxOptions } from './outbox';
export { classifyApiFailure } from './classify';
