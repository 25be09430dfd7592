import { Box, Center, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import './touch-targets.css';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sign-in, register and password pages. */
export const PublicLayout = () => (
  <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
    <SkipLink />
    <Group component="header" px="md" h={60}>
      <Brand />
    </Group>
    <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }} py="lg">
      <Container size={560} w="100%">
        <Outlet />
      </Container>
    </Center>
    <Footer />
  </Box>
);
