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
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
