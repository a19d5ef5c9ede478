import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must run before react() so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: {
    // Vite resolves a leading '/' against the project root.
    alias: { '@': '/src' },
  },
  // The manifest lets the end-to-end tests tell admin chunks from public ones.
  build: { manifest: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
