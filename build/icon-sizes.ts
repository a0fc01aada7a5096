/** Which rasters `generate-icons.ts` writes from `icon.svg`, and the tests expect. */

export const ICONS_DIR = 'build/icons';
export const ICON_SOURCE = 'build/icon.svg';
export const WINDOWS_ICON = 'build/icon.ico';

/**
 * The hicolor sizes desktop environments look up (electron-builder installs each as
 * `/usr/share/icons/hicolor/NxN/apps/floorboard.png`), plus 1024 for the macOS icon set.
 */
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

/** Windows wants 256 as the largest image in an .ico; NSIS and the taskbar use the small ones. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

export function pngIconPath(size: number): string {
  return `${ICONS_DIR}/${size}x${size}.png`;
}
