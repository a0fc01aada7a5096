/**
 * Names the installers, the fuse hook and the kiosk recipe share. Changing one of these changes
 * where an installed copy lives and which desktop entry a running window belongs to, so they are
 * kept in one place.
 */

export const APP_ID = 'com.floorboard.desktop';
export const PRODUCT_NAME = 'Floorboard';

/**
 * The Linux executable (`/opt/Floorboard/floorboard`, linked as `/usr/bin/floorboard` by the deb)
 * and the base name of the desktop file.
 */
export const EXECUTABLE_NAME = 'floorboard';

/**
 * Written into the packaged package.json: Electron derives the window's WM_CLASS / Wayland app_id
 * from it, so it must match the desktop entry's `StartupWMClass` for docks to group the window.
 */
export const DESKTOP_NAME = `${EXECUTABLE_NAME}.desktop`;
