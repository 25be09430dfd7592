import { Anchor, Box, Center, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { Brand } from './brand';
import './touch-targets.css';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sign-in, register and password pages; `wide` for a guest's order wizard. */
const SignInLink = () => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.login} fw={600}>
      {t('common:signIn')}
    </Anchor>
  );
};

export const PublicLayout = ({ wide = false }: { wide?: boolean }) => (
  <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
    <SkipLink />
    <Group component="header" px="md" h={60} justify="space-between">
      <Brand />
      {/* a guest ordering: his way to an account */}
      {wide && <SignInLink />}
    </Group>
    <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }} py="lg">
      <Container size={wide ? 'lg' : 560} w="100%" px={wide ? 0 : undefined}>
        <Outlet />
      </Container>
    </Center>
    <Footer />
  </Box>
);

/** The public layout at the wizard's width (a guest's order). */
export const WidePublicLayout = () => <PublicLayout wide />;
