import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { i18n } from '../../lib/i18n';
import { AccountShell } from '.';

beforeAll(() => i18n.changeLanguage('fr'));

describe('the account page shell', () => {
  it('titles the page and the tab in the language chosen, says what the page is for, then shows it', async () => {
    render(
      <MantineProvider>
        <AccountShell
          namespace="accounts"
          title="accounts:insurance.title"
          loadingTitle="common:nav.insurance"
          intro="accounts:insurance.intro"
        >
          <p>content</p>
        </AccountShell>
      </MantineProvider>,
    );
    const title = i18n.t('accounts:insurance.title');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(title).not.toBe('insurance.title');
    expect(document.title).toBe(`${title} · Routier`);
    expect(screen.getByText(i18n.t('accounts:insurance.intro'))).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
  });
});
