/** The not-found page's words (spec §2 "404 page"). */
export const notFound = {
  heading: 'Page not found',
  message: "We seem to have wandered off the path. This page doesn't exist in our sanctuary.",
  homeLink: 'Return to the home page',
  title: 'Page not found',
} as const;
