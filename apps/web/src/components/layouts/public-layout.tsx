import { Box, Center, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { Footer } from './footer';

/** Sign-in, register and password pages. */
export const PublicLayout = () => (
  <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
    <Group component="header" px="md" h={60}>
      <Brand />
    </Group>
    <Center component="main" style={{ flex: 1 }} py="lg">
      <Container size={560} w="100%">
        <Outlet />
      </Container>
    </Center>
    <Footer />
  </Box>
);
