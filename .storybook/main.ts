import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../web/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs addon: skip prop-type extraction, it only slows the build.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Stories never talk to a server (fetch is stubbed per story).
    server: { ...viteConfig.server, proxy: {} },
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Pre-bundle up front so the browser test run never reloads mid-way to optimise a dependency.
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'antd',
        'antd/locale/en_US',
        // antd's modules the app imports by path (web/components/ui, the lazy popover, tooltip and
        // drawer): pre-bundled with the rest, not found mid-run.
        'antd/es/alert/style',
        'antd/es/avatar/style',
        'antd/es/card/style',
        'antd/es/config-provider',
        'antd/es/config-provider/DisabledContext',
        'antd/es/config-provider/hooks/useCSSVarCls',
        'antd/es/descriptions/style',
        'antd/es/drawer',
        'antd/es/empty/style',
        'antd/es/empty/utils',
        'antd/es/locale',
        'antd/es/theme/internal',
        'antd/es/form/style',
        'antd/es/grid/style',
        'antd/es/input/style',
        'antd/es/input/style/textarea',
        'antd/es/locale/en_US',
        'antd/es/pagination/style',
        'antd/es/popover',
        'antd/es/progress/style',
        'antd/es/select/style',
        'antd/es/skeleton/style',
        'antd/es/statistic/style',
        'antd/es/table/style',
        'antd/es/tabs/style',
        'antd/es/tooltip',
        'antd/es/typography/style',
        'antd/es/upload/style',
        // The light fields, alert, skeleton, empty, progress and drop zone, and the popconfirm
        // loaded on first use (docs/decisions/0024-page-weight.md).
        'antd/es/empty/empty',
        'antd/es/input/style/search',
        'antd/es/popconfirm',
        'antd/es/space/Compact',
        'antd/es/style',
        'antd/es/upload/style/dragger',
        '@ant-design/icons/CloseCircleFilled',
        '@ant-design/icons/CheckCircleFilled',
        // The light list, the simple empty picture, the light badge's style and motion, and the
        // info icon the light Alert is given (decisions 0025, 0028).
        'antd/es/badge/style',
        '@rc-component/motion',
        'antd/es/empty/simple',
        'antd/es/list/style',
        '@ant-design/icons/InfoCircleFilled',
        // The case form's draft offer (loaded on its own, decision 0051).
        '@ant-design/icons/HistoryOutlined',
        // The light password field draws its eyes with antd's icon component (settings, decision 0028).
        '@ant-design/icons/es/components/AntdIconLight',
        // The light Tag: antd's preset colours, its style and colour rules, the colour maths it
        // shares with antd, and the markup test's antd Tag.
        'antd/es/_util/colors',
        'antd/es/tag',
        'antd/es/tag/style',
        'antd/es/tag/style/presetCmp',
        'antd/es/tag/style/statusCmp',
        '@ant-design/fast-color',
        '@rc-component/color-picker',
        '@ant-design/icons',
        '@tanstack/react-query',
        '@tanstack/react-router',
        'zod',
        'date-fns',
        'axe-core',
        'eventsource-parser',
        // The chat's Markdown renderer (a lazy chunk: found late, so listed here).
        'mdast-util-from-markdown',
        'mdast-util-gfm-autolink-literal',
        'mdast-util-gfm-strikethrough',
        'mdast-util-gfm-table',
        'mdast-util-gfm-task-list-item',
        'micromark-extension-gfm-autolink-literal',
        'micromark-extension-gfm-strikethrough',
        'micromark-extension-gfm-table',
        'micromark-extension-gfm-task-list-item',
        // The documents' viewer (pdf.js, a lazy chunk) and the story files it is given (pdf-lib);
        // the list's date filter (dayjs, antd's date picker).
        'pdfjs-dist',
        'pdf-lib',
        'dayjs',
        // The letter preview fills the template in the browser (modules/templates/contract.ts).
        'mustache',
      ],
    },
  }),
};

export default config;
