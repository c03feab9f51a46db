export function servePages(
  folder: string,
  options: { localApi: (request: Request) => Promise<Response> },
): Promise<{ origin: string; close(): Promise<void> }>;
