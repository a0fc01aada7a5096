/**
 * A small inline icon set (no icon font, no network). Icons are decorative: the control or text
 * next to them carries the accessible name, so they are always aria-hidden.
 */
const PATHS = {
  lock: 'M5 7V5a3 3 0 0 1 6 0v2M4 7h8v6.5H4z',
  overview: 'M2.5 2.5h4.5v4.5H2.5zM9 2.5h4.5v4.5H9zM2.5 9h4.5v4.5H2.5zM9 9h4.5v4.5H9z',
  box: 'M2.5 4.5 8 2l5.5 2.5v7L8 14l-5.5-2.5zM2.5 4.5 8 7l5.5-2.5M8 7v7',
  receipt: 'M4 1.8h8v12.4l-2-1.2-2 1.2-2-1.2-2 1.2zM6 5h4M6 7.5h4M6 10h2.5',
  layers: 'M8 2 14 5 8 8 2 5zM2 8l6 3 6-3M2 11l6 3 6-3',
  user: 'M8 8a2.8 2.8 0 1 0 0-5.6A2.8 2.8 0 0 0 8 8zM2.8 14c.6-2.6 2.6-4 5.2-4s4.6 1.4 5.2 4',
  signOut: 'M6 2.5H3v11h3M10.5 5 13.5 8l-3 3M13.5 8H6',
  alert: 'M8 2 14.5 13.5h-13zM8 6.5v3.2M8 11.6v.1',
  info: 'M8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12zM8 7.2V11M8 5v.1',
  check: 'M3 8.5 6.5 12 13 4.5',
  close: 'M4 4l8 8M12 4l-8 8',
  copy: 'M5.5 5.5h7v8h-7zM3.5 10.5v-8h7',
  refresh: 'M13 3.5v3.2H9.8M12.6 6.4A5 5 0 1 0 13 9.5',
  up: 'M4 10l4-4 4 4',
  right: 'M6 4l4 4-4 4',
  down: 'M4 6l4 4 4-4',
  updown: 'M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3',
  key: 'M6.5 9.5a3 3 0 1 1 2.2-2.2L14 12.5V14h-2v-1.5h-1.5V11z',
  globe: 'M8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12zM2 8h12M8 2c1.8 2 1.8 10 0 12M8 2c-1.8 2-1.8 10 0 12',
  plus: 'M8 3v10M3 8h10',
  edit: 'M3 13l.6-2.8L10.8 3 13 5.2l-7.2 7.2z',
  trash: 'M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 9h5.8l.6-9',
  clock: 'M8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12zM8 4.8V8l2.2 1.6',
  bolt: 'M9 1.5 3.5 9H8l-1 5.5L12.5 7H8z',
  pause: 'M5.5 3.5v9M10.5 3.5v9',
  play: 'M5 3.2v9.6L12.5 8z',
  download: 'M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10',
  upload: 'M8 10.5v-8M4.5 6 8 2.5 11.5 6M3 13.5h10',
  search: 'M7 11.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM10.3 10.3 14 14',
  truck:
    'M1.5 4h8v7h-8zM9.5 6.5h3l2 2.5V11h-5M4.5 13a1.3 1.3 0 1 0 0-.1M11.5 13a1.3 1.3 0 1 0 0-.1',
  undo: 'M5.5 3.5 2.5 6.5l3 3M2.5 6.5h7a4 4 0 0 1 0 8H7',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16 }: { readonly name: IconName; readonly size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
