import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const CLIENT_BUILD = {
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // Left alone, the bundler cuts the libraries every page runs into a dozen small chunks per
        // set of screens sharing them, and a page pays each request's headers on top (the admin
        // dashboard fetched 84 scripts). These groups hold code that a page using any of it needs
        // nearly all of; other antd components keep their own chunks, so a page never loads a Table,
        // Form or DatePicker it does not show.
        // A group also takes in its modules' dependencies: if one of them is on the entry's first
        // load, every page fetches the whole group (check dist/index.html's modulepreload list).
        groups: [
          {
            name: 'react-core',
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
            priority: 2,
          },
          {
            // antd's Collapse on its own: button's style imports a helper from the ColorPicker's presets,
            // which import Collapse, and antd-core would take Collapse in with them onto every staff page.
            name: 'antd-collapse',
            test: /[\\/]node_modules[\\/](antd[\\/]es[\\/]collapse|@rc-component[\\/]collapse)[\\/]/,
            priority: 3,
            includeDependenciesRecursively: false,
          },
          {
            // Space, grid and button included: the entry needs them, and left to the groups below
            // they would drag the header's menus into every page's first load.
            name: 'antd-core',
            test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|style|theme|config-provider|locale|space|grid|button)|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/](util|motion|resize-observer|portal|context)|stylis|@emotion)[\\/]/,
            priority: 1,
          },
          {
            // antd's App and the message, notification and modal it provides: every page using one
            // of them loads all four anyway.
            name: 'antd-feedback',
            test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](app|modal|message|notification)|@rc-component[\\/](dialog|notification))[\\/]/,
          },
          {
            // The app shell's header: layout, menus (with the avatar and its popover) and the live
            // indicator's tooltip. The pages with the shell, visitors' event pages included, load
            // nearly all of it anyway.
            name: 'antd-shell',
            test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](layout|dropdown|menu|tooltip|avatar|popover)|@rc-component[\\/](menu|dropdown|overflow|tooltip))[\\/]/,
          },
          {
            // The app's own modules every page loads before it draws (API client, session, the route
            // tree's search rules and what they import): one request, not one per module that a
            // lazy screen also imports (each request's headers cost about 1 KB on the wire).
            name: 'app-initial',
            test: /[\\/]src[\\/]/,
            tags: ['$initial'],
          },
          {
            // The small modules an event's public page shares with a few signed-in screens (the event's
            // query, the visitor's application and its standing, the leaderboards, the light header, the
            // clock): one request instead of seven, as each response's headers (about 0.4 KB) outweigh
            // most of their bodies. Counted against the public pages' 120 KB (e2e/public-bundle.spec.ts).
            name: 'event-page-shared',
            test: /[\\/]src[\\/](api[\\/](get-event|unknown-event-id|get-my-application|list-leaderboards)|components[\\/](application-standing|public[\\/]public-header)|hooks[\\/]use-now)(\.module\.css|\.tsx?)$/,
            // Not the header's frame and its markdown helper: the landing page loads those, not the rest.
            includeDependenciesRecursively: false,
          },
          {
            // The dates and badges every event card and most staff tables draw (the date rule, the status
            // and track badges and the colour tokens they read): one request instead of four.
            name: 'dates-badges',
            test: /[\\/]src[\\/](lib[\\/](event-dates|date-texts)|components[\\/](status-badge|track-badges)|design[\\/]color-tokens)\.tsx?$/,
          },
          {
            // The Select's arrow and search icons, also used by Table, Input.Search and InputNumber:
            // shared by chunks that load on different pages, the bundler would give each one its own.
            // Table's file icon too: Upload (components/file-upload) shares it, and split off it would
            // cost every admin page with a table one more request.
            name: 'antd-select-icons',
            test: /[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](DownOutlined|SearchOutlined|FileOutlined)\.js$/,
          },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

const RECHARTS_SCALES = fileURLToPath(new URL('src/lib/recharts-scales.ts', import.meta.url));

/** recharts gets the d3 scales it may use (src/lib/recharts-scales.ts) in place of all of d3-scale. */
function rechartsScales(): Plugin {
  return {
    name: 'recharts-scales',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromRecharts = importer !== undefined && /[\\/]node_modules[\\/]recharts[\\/]/.test(importer);
      return source === 'victory-vendor/d3-scale' && fromRecharts ? RECHARTS_SCALES : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must run before react() so it can split route files first (in the server
  // bundle too: the server must draw the same tree, Suspense boundaries included, that hydrates).
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The pending spinner is antd's: split off like the components, so no route pulls antd into the entry.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
    rechartsScales(),
    // A .br and a .gz beside each built asset, so the server sends them without compressing per request.
    // Not the HTML: the prerender rewrites index.html after this runs, and the server compresses pages itself.
    // Silent: Vite's own report already lists each file with its gzip size.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            threshold: 1024,
            exclude: [/\.html$/],
            logLevel: 'silent',
          }),
        ]),
  ],
  resolve: {
    // Vite resolves a leading '/' against the project root.
    alias: { '@': '/src' },
  },
  // The manifest lets the end-to-end tests tell admin chunks from public ones, and the server
  // renderer find a page's route chunks and stylesheets.
  build: isSsrBuild ? { outDir: 'dist-server', emptyOutDir: true } : CLIENT_BUILD,
  // The server bundle carries its dependencies, so the backend loads it without the frontend's node_modules.
  ssr: { noExternal: true },
  // Bundled React reads NODE_ENV at run time; the server bundle is a production build like the client's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
