/**
 * Saved views of the orders list, kept per connection profile in main's settings store
 * (electron-store in the app). The renderer names and edits them through the bridge; what comes
 * back from disk is validated, and an entry that does not parse is dropped rather than trusted.
 * No view keeps an e-mail filter (`UNSAVED_ORDER_FILTERS`): one found in an older settings file
 * is dropped from it at the next read.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { fail, ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import { savedOrderViewSchema } from '../../shared/orders/filter-schemas.ts';
import {
  MAX_SAVED_ORDER_VIEWS,
  savableOrderFilters,
  UNSAVED_ORDER_FILTERS,
  type OrderFilters,
  type SavedOrderView,
} from '../../shared/orders/filters.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';

export interface SavedOrderViews {
  list(): readonly SavedOrderView[];
  /** Creates a view (no `id`) or renames / refilters an existing one. Answers the new list. */
  save(input: {
    readonly id?: string | undefined;
    readonly name: string;
    readonly filters: OrderFilters;
  }): BridgeResult<readonly SavedOrderView[]>;
  remove(id: string): BridgeResult<readonly SavedOrderView[]>;
  /** Forgets every view of a profile (the profile was removed). */
  forgetProfile(profileId: string): void;
}

const storedSchema = z.array(z.unknown());

export function storeKey(profileId: string): string {
  return `orderViews.${profileId}`;
}

export function createSavedOrderViews(deps: {
  readonly store: KeyValueStore;
  /** The active profile: views belong to it. */
  readonly profileId: () => string;
  readonly newId?: () => string;
}): SavedOrderViews {
  const newId = deps.newId ?? randomUUID;

  const write = (views: readonly SavedOrderView[]): readonly SavedOrderView[] => {
    deps.store.set(storeKey(deps.profileId()), views);
    return views;
  };
  const read = (): SavedOrderView[] => {
    const stored = storedSchema.safeParse(deps.store.get(storeKey(deps.profileId())));
    if (!stored.success) return [];
    const parsed = stored.data.flatMap((entry) => {
      const view = savedOrderViewSchema.safeParse(entry);
      return view.success ? [view.data] : [];
    });
    const views = parsed.map((view) => ({ ...view, filters: savableOrderFilters(view.filters) }));
    const keepsUnsaved = (view: SavedOrderView) =>
      UNSAVED_ORDER_FILTERS.some((key) => view.filters[key] !== undefined);
    if (parsed.some(keepsUnsaved)) write(views);
    return views;
  };
  const nameTaken = (views: readonly SavedOrderView[], name: string, id?: string): boolean =>
    views.some((v) => v.id !== id && v.name.toLocaleLowerCase() === name.toLocaleLowerCase());

  return {
    list: read,
    save(input) {
      const views = read();
      const name = input.name.trim();
      if (nameTaken(views, name, input.id)) {
        return fail({
          kind: 'invalid-input',
          message: `A view named “${name}” already exists`,
          issues: [],
        });
      }
      const filters = savableOrderFilters(input.filters);
      if (input.id === undefined) {
        if (views.length >= MAX_SAVED_ORDER_VIEWS) {
          return fail({
            kind: 'invalid-input',
            message: `Keep at most ${MAX_SAVED_ORDER_VIEWS} saved views; delete one first`,
            issues: [],
          });
        }
        return ok(write([...views, { id: newId(), name, filters }]));
      }
      const index = views.findIndex((v) => v.id === input.id);
      if (index < 0) {
        return fail({
          kind: 'invalid-input',
          message: 'That saved view no longer exists',
          issues: [],
        });
      }
      return ok(write(views.map((v, i) => (i === index ? { ...v, name, filters } : v))));
    },
    remove(id) {
      return ok(write(read().filter((v) => v.id !== id)));
    },
    forgetProfile(profileId) {
      deps.store.delete(storeKey(profileId));
    },
  };
}
