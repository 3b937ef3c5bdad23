/** Ends a benchmark with the exit code its run answered (1 when over budget), or 1 on an error. */
export function exitWith(run: Promise<number>) {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
