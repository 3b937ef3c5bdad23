import { z } from 'zod/mini';

/** An upload's file once a worker has checked its request body: its bytes, never its base64. */
export class ReceivedFile {
  constructor(readonly bytes: Uint8Array) {}
}

const receivedFileSchema = z.instanceof(ReceivedFile).register(z.globalRegistry, {
  type: 'string',
  contentEncoding: 'base64',
  description: 'The file, base64.',
});

/**
 * The body an upload route validates: its contract schema, whose `data_base64` an import worker
 * has already checked with that very schema and decoded (`readUploadBody`), so that the request
 * thread never holds the 13 MB string. The API document still shows it as the base64 it is sent as.
 */
export const receivedUploadBody = <Shape extends z.core.$ZodShape>(
  contract: z.ZodMiniObject<Shape, z.core.$strict>,
) => z.extend(contract, { data_base64: receivedFileSchema });
