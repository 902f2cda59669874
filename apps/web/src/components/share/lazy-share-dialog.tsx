// The share dialog (Mantine's Modal, the share targets, the QR code) loads with the first
// share, not with every page that has a Share button. useShare() loads it while it
// makes the image, so the dialog still opens in the same update that clears the busy state.
import { useEffect, useState, type ComponentProps } from 'react';
import type * as ShareDialogModule from './share-dialog';
import { withRestTexts } from '@/lib/i18n';

type DialogModule = typeof ShareDialogModule;
type Dialog = DialogModule['ShareDialog'];
let loaded: DialogModule | null = null;

export function loadShareDialog(): Promise<DialogModule> {
  return withRestTexts(import('./share-dialog')).then((m) => (loaded = m));
}

export function LazyShareDialog(props: ComponentProps<Dialog>) {
  const [module, setModule] = useState(loaded);
  const current = module ?? loaded;
  useEffect(() => {
    if (props.opened && !current) void loadShareDialog().then(setModule);
  }, [props.opened, current]);
  if (!current) return null;
  return <current.ShareDialog {...props} />;
}
