import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** A link to a legal page in a new tab, so a half-filled form stays as it is. */
const LegalLink = ({ to, children }: { to: string; children?: ReactNode }) => (
  <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit>
    {children}
  </Anchor>
);

/** "I accept the Routier terms of service and privacy policy", both named documents linked. */
export const TermsConsentLabel = () => (
  <Trans
    i18nKey="auth:register.terms"
    components={{ terms: <LegalLink to={paths.terms} />, privacy: <LegalLink to={paths.privacy} /> }}
  />
);
