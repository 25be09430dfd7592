import { lazy, Suspense, useState } from 'react';
import { Affix, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shouldShowChangelog } from '@routier/domain';
import { StorageKey } from '../../lib/storage';
import { useChangelogs } from './use-changelogs';

const ChangelogModal = lazy(() => import('./changelog-modal').then((m) => ({ default: m.ChangelogModal })));

/**
 * The floating "What's new" button of signed-in pages. The newest entry opens by itself once per publish time
 * (the time seen is kept in the browser, through logouts).
 */
export const ChangelogButton = () => {
  const { t, i18n } = useTranslation();
  const query = useChangelogs(i18n.language);
  const entries = query.data?.data ?? [];
  const newest = entries[0];
  const [seen, setSeen] = useState(() => localStorage.getItem(StorageKey.changelogSeen));
  const [asked, setAsked] = useState(false);
  const opened = asked || shouldShowChangelog(newest, seen);

  if (!newest) return null;
  const close = () => {
    if (newest.is_published_at) {
      localStorage.setItem(StorageKey.changelogSeen, newest.is_published_at);
      setSeen(newest.is_published_at);
    }
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
