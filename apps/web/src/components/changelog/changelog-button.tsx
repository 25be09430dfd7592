import { lazy, Suspense, useEffect, useState } from 'react';
import { Affix, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { shouldShowChangelog } from '@routier/domain';
import { paths } from '../../config/paths';
import { StorageKey } from '../../lib/storage';
import { useChangelogs } from './use-changelogs';

const ChangelogModal = lazy(() => import('./changelog-modal').then((m) => ({ default: m.ChangelogModal })));

/** Pages where the pop-up waits: the person has something to finish first. */
const NO_POP_UP: string[] = [paths.userUpdate];

/** Room the floating button needs below the page, so that it never hides the footer or a form's last field. */
export const CHANGELOG_BUTTON_CLEARANCE = 60;

/**
 * The floating "What's new" button of signed-in pages. The newest entry opens by itself once per publish time:
 * the time is stored when it opens (spec: shown, then the stored time is updated), kept in the browser through
 * logouts, so another page does not open it again.
 */
export const ChangelogButton = () => {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const query = useChangelogs(i18n.language);
  const entries = query.data?.data ?? [];
  const newest = entries[0];
  const [seen, setSeen] = useState(() => localStorage.getItem(StorageKey.changelogSeen));
  const [asked, setAsked] = useState(false);
  const waits = NO_POP_UP.includes(pathname);
  const popsUp = !waits && shouldShowChangelog(newest, seen);
  const opened = asked || popsUp;

  // shown once: the time is stored as it opens, so a reload or another visit does not open it again
  useEffect(() => {
    if (popsUp && newest?.is_published_at) localStorage.setItem(StorageKey.changelogSeen, newest.is_published_at);
  }, [popsUp, newest]);

  if (!newest) return null;
  const close = () => {
    setSeen(newest.is_published_at ?? seen);
    setAsked(false);
  };
  return (
    <>
      <Affix position={{ bottom: 12, right: 12 }} zIndex={150}>
        <Button size="xs" radius="xl" variant="default" onClick={() => setAsked(true)} data-testid="changelog-button" mih={36}>
          {t('common:changelog.button')}
        </Button>
      </Affix>
      {opened && (
        <Suspense fallback={null}>
          <ChangelogModal entries={entries} opened onClose={close} />
        </Suspense>
      )}
    </>
  );
};
