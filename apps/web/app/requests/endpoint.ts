import { inboxEndpoint } from '../lib/inboxEndpoint.ts';

/** Where the request forms send: `/api/request`, `VITE_REQUEST_ENDPOINT`, or nowhere (`inboxEndpoint`). */
export const requestEndpoint: string = inboxEndpoint(
  import.meta.env.VITE_REQUEST_ENDPOINT,
  '/api/request',
);

/** Whether the request pages of this build can send a request to the resort themselves. */
export const requestsSend: boolean = requestEndpoint !== '';
