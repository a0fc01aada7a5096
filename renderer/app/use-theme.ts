import { useEffect } from 'react';
import { useUiStore } from '../state/ui-store.ts';

/** Pins light or dark on <html> when the user chose one; otherwise the OS decides (theme.css). */
export function useThemeAttribute(): void {
  const theme = useUiStore((s) => s.theme);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = theme;
  }, [theme]);
}
