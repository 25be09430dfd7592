import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/dev/mailbox': 'http://127.0.0.1:3000' },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 900 },
});
