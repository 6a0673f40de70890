import { mediaFamilies, mediaOfFamily } from '@alento/content';
import type { MediaFamily } from '@alento/content';
import { Picture } from '@alento/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * The resort's artwork, family by family, for review: each picture with its key, alt text and
 * caption, exactly as the catalogue gives them to the pages.
 */
// Loaded per family, so a story fetches only its own files (110 eager imports slowed the first).
const files = import.meta.glob<string>('../../../packages/content/media/art/*.svg', {
  query: '?url',
  import: 'default',
});

async function urlsOf(family: MediaFamily): Promise<Record<string, string>> {
  const entries = await Promise.all(
    mediaOfFamily(family).map(async (record) => {
      const load = Object.entries(files).find(([path]) => path.endsWith(`/${record.key}.svg`))?.[1];
      if (!load) throw new Error(`No artwork file for ${record.key}`);
      return [record.key, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function Gallery({ family, urls = {} }: { family: MediaFamily; urls?: Record<string, string> }) {
  const records = mediaOfFamily(family);
  const wide = family === 'plan' || family === 'map';
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 24,
        gridTemplateColumns: `repeat(auto-fill, minmax(${wide ? 640 : 300}px, 1fr))`,
      }}
    >
      {records.map((record) => (
        <li key={record.key}>
          <figure style={{ margin: 0 }}>
            <Picture
              src={urls[record.key] ?? ''}
              width={record.width}
              height={record.height}
              alt={record.alt}
              focalPoint={record.focal}
            />
            <figcaption style={{ fontSize: 14, lineHeight: 1.4, marginTop: 8 }}>
              <code>{record.key}</code>
              {record.caption ? <span> · {record.caption}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Media/Artwork',
  component: Gallery,
  argTypes: { family: { control: 'select', options: mediaFamilies } },
  parameters: { layout: 'padded' },
  loaders: [async ({ args }) => ({ urls: await urlsOf(args.family) })],
  render: (args, { loaded }) => <Gallery {...args} urls={loaded.urls as Record<string, string>} />,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every picture of the family is there, described and sized, and its file loads. */
const everyPicture: Story['play'] = async ({ args, canvasElement }) => {
  const records = mediaOfFamily(args.family);
  // One query for the whole gallery: pictures in catalogue order, each described and sized.
  const imgs = within(canvasElement).getAllByRole('img');
  await expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(records.map((r) => r.alt));
  await expect(imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual(
    records.map((r) => [String(r.width), String(r.height)]),
  );
  const captions = records.flatMap((r) => (r.caption ? [r.caption] : []));
  // The text is read with its white space collapsed, so a caption's no-break space before a unit
  // is compared as the plain space it becomes.
  for (const caption of captions)
    await expect(canvasElement).toHaveTextContent(caption.replace(/\s+/g, ' '));
  const first = imgs[0];
  if (!first) throw new Error('The gallery shows no picture');
  const response = await fetch(first.getAttribute('src') ?? '');
  await expect(response.ok).toBe(true);
  await expect(await response.text()).toContain('<svg');
};

export const FloorPlan: Story = { args: { family: 'plan' }, play: everyPicture };
export const LocationMap: Story = { args: { family: 'map' }, play: everyPicture };
export const SpaHero: Story = { args: { family: 'spa-hero' }, play: everyPicture };
export const RacketClub: Story = { args: { family: 'racket' }, play: everyPicture };
export const Seasons: Story = { args: { family: 'season' }, play: everyPicture };
export const Facilities: Story = { args: { family: 'facility' }, play: everyPicture };
export const Signature: Story = { args: { family: 'signature' }, play: everyPicture };
export const Stays: Story = { args: { family: 'stay' }, play: everyPicture };
export const Experiences: Story = { args: { family: 'experience' }, play: everyPicture };
export const Spaces: Story = { args: { family: 'space' }, play: everyPicture };
export const Journeys: Story = { args: { family: 'journey' }, play: everyPicture };
export const Sanctum: Story = { args: { family: 'sanctum' }, play: everyPicture };
export const Dining: Story = { args: { family: 'dining' }, play: everyPicture };
export const PageHeroes: Story = { args: { family: 'hero' }, play: everyPicture };
