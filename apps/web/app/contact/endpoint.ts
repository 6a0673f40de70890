/**
 * Where the contact form sends, chosen at build time: with `VITE_CONTACT_ENDPOINT` set the
 * message is POSTed there as JSON; without it the form does the spec's simulated one-second send.
 * The privacy page reads the same value, so it describes the form of the build it is in.
 */
export const contactEndpoint: string | undefined = import.meta.env.VITE_CONTACT_ENDPOINT;
